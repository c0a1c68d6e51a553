import { forwardRef, type MouseEvent, type ReactNode } from 'react';
import { withBase } from '../../lib/base-url.ts';
import { largestCopy } from '../../lib/picture-copy.ts';
import type { PictureData } from '../../lib/picture.ts';

/** Marks a link the island loader holds a click on until its island has woken (src/client/islands.ts). */
export const OPENS_VIEWER = 'data-opens-viewer';

interface PhotoLinkProps {
  picture: PictureData;
  onOpen: () => void;
  children: ReactNode;
}

/**
 * A picture that opens large: a link to its largest copy, which is what it stays without JavaScript (and for a
 * click with a modifier key: a new tab); with it, a click, a tap or Enter opens the viewer instead.
 */
export const PhotoLink = forwardRef<HTMLAnchorElement, PhotoLinkProps>(function PhotoLink(
  { picture, onOpen, children },
  ref,
) {
  const open = (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen();
  };
  return (
    <a
      ref={ref}
      href={withBase(largestCopy(picture))}
      className="photo-link"
      {...{ [OPENS_VIEWER]: '' }}
      onClick={open}
    >
      {children}
    </a>
  );
});
