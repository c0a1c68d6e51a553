import { useContext } from 'react';
import { site } from '../../../content/site.ts';
import { PicturesContext, type PictureLookup } from '../../lib/picture.ts';

type Props = Record<string, unknown>;

/**
 * What the server adds to an island's props before they are rendered and written into the page for the
 * browser: an island is its own React root, so it cannot read the page's contexts; what it needs of them
 * travels in its props. A <Carousel>'s pictures get what the build knows of each (encoded copies, real size),
 * and it gets its words and those of the viewer its slides open in.
 */
const addToProps: Record<string, (props: Props, pictures: PictureLookup) => Props> = {
  Carousel: (props, pictures) => ({
    ...props,
    images: (props.images as { src: string }[]).map((image) => ({ ...image, picture: pictures(image.src) })),
    words: site.carousel,
    viewer: site.photoViewer,
  }),
};

export function useIslandServerProps<P extends object>(name: string, props: P): P {
  const pictures = useContext(PicturesContext);
  const add = addToProps[name];
  return add && pictures ? (add(props as Props, pictures) as P) : props;
}
