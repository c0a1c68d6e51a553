import { useId, type KeyboardEvent } from 'react';
import { ChevronRight } from 'lucide-react';
import { withBase } from '../lib/base-url.ts';
import { useLazyEmbla } from './use-lazy-embla.ts';

export interface CarouselImage {
  /** A file under public/: /images/lighthouse/table.svg */
  src: string;
  /** What the picture shows, for people who cannot see it. */
  alt: string;
  /** The image's own size, so the page does not shift while it loads. Default 1200×800. */
  width?: number;
  height?: number;
}

export interface CarouselProps {
  /** What the carousel shows as a whole, for screen readers: "Moments from Lighthouse evenings". */
  label: string;
  images: CarouselImage[];
}

// Wraps around both ways. A module constant: embla reads its options once, when it loads.
const OPTIONS = { loop: true } as const;

/**
 * A picture carousel (embla) that wraps around both ways, after the WAI-ARIA carousel pattern: a labelled
 * region, slides labelled "n of N", previous and next buttons, a dot per slide with the current one
 * marked, and the arrow keys anywhere inside. The first render shows slide 1 on both server and client.
 * embla itself loads only when the carousel comes near the screen or is first touched, so it is not in the
 * page's first-visit JavaScript; a button pressed before it has loaded takes effect once it has.
 */
export function Carousel({ label, images }: CarouselProps) {
  const { rootRef, viewportRef, selected, moved, load, run } = useLazyEmbla<HTMLElement>(OPTIONS);
  const slidesId = useId();
  // What a screen reader hears when the slide changes; empty until it does, so nothing is read on load.
  const announcement = moved ? `Slide ${selected + 1} of ${images.length}: ${images[selected]?.alt ?? ''}` : '';

  const previous = () => run((embla) => embla.scrollPrev());
  const next = () => run((embla) => embla.scrollNext());
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') previous();
    else if (event.key === 'ArrowRight') next();
    else return;
    event.preventDefault();
  };

  return (
    <section
      ref={rootRef}
      aria-roledescription="carousel"
      aria-label={label}
      className="carousel not-prose my-10"
      onKeyDown={onKeyDown}
      onPointerEnter={load}
      onPointerDown={load}
      onFocus={load}
    >
      <div className="carousel-viewport overflow-hidden rounded-[2rem] shadow-xl shadow-navy-900/10" ref={viewportRef}>
        <div id={slidesId} className="flex">
          {images.map((image, index) => (
            <div
              key={image.src}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${images.length}`}
              className="relative min-w-0 flex-[0_0_100%]"
            >
              <img
                src={withBase(image.src)}
                alt={image.alt}
                width={image.width ?? 1200}
                height={image.height ?? 800}
                loading="lazy"
                decoding="async"
                className="block h-auto w-full"
              />
            </div>
          ))}
        </div>
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      <div className="carousel-controls mt-5 flex items-center justify-center gap-3">
        <button type="button" className="carousel-arrow" aria-controls={slidesId} aria-label="Previous slide" onClick={previous}>
          {/* The same chevron mirrored: one icon fewer in the page's JavaScript. */}
          <ChevronRight aria-hidden="true" className="size-5 -scale-x-100" />
        </button>
        <div className="flex items-center">
          {images.map((image, index) => (
            <button
              key={image.src}
              type="button"
              className="carousel-dot"
              aria-controls={slidesId}
              aria-label={`Show slide ${index + 1} of ${images.length}`}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => run((embla) => embla.scrollTo(index))}
            >
              <span aria-hidden="true" />
            </button>
          ))}
        </div>
        <button type="button" className="carousel-arrow" aria-controls={slidesId} aria-label="Next slide" onClick={next}>
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
    </section>
  );
}
