import { useRef, useState } from 'react';
import { Picture } from '../components/Picture.tsx';
import type { PictureData } from '../lib/picture.ts';
import type { WakeOn } from './island-contract.ts';
import { PhotoLink } from './photo/PhotoLink.tsx';
import PhotoViewer, { type ViewerWords } from './photo/PhotoViewer.tsx';

/** Nothing loads until someone reaches for the photo: a pointer over it, a touch, focus. */
export const wakeOn: WakeOn = 'interaction';

export interface ZoomablePhotoProps {
  picture: PictureData;
  alt: string;
  words: ViewerWords;
}

/** A photo in a page's copy (a Markdown picture) that opens large in the viewer. */
export default function ZoomablePhoto({ picture, alt, words }: ZoomablePhotoProps) {
  const [index, setIndex] = useState<number>();
  const link = useRef<HTMLAnchorElement>(null);
  return (
    <>
      <PhotoLink ref={link} picture={picture} onOpen={() => setIndex(0)}>
        <Picture picture={picture} alt={alt} slot="prose" />
      </PhotoLink>
      <PhotoViewer
        photos={[{ picture, alt }]}
        index={index}
        onIndexChange={setIndex}
        words={words}
        onClosed={() => link.current?.focus()}
      />
    </>
  );
}
