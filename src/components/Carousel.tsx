import { useCallback, useEffect, useId, useState, type KeyboardEvent } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { withBase } from '../lib/base-url.ts';

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

/**
 * A picture carousel (embla) that wraps around both ways, after the WAI-ARIA carousel pattern: a labelled
 * region, slides labelled "n of N", previous and next buttons, a dot per slide with the current one
 * marked, and the arrow keys anywhere inside. The first render shows slide 1 on both server and client.
 */
export function Carousel({ label, images }: CarouselProps) {
  const [viewportRef, api] = useEmblaCarousel({ loop: true });
  const [selected, setSelected] = useState(0);
  // What a screen reader hears when the slide changes; empty until it does, so nothing is read on load.
  const [announcement, setAnnouncement] = useState('');
  const slidesId = useId();

  useEffect(() => {
    if (!api) return;
    const sync = () => setSelected(api.selectedScrollSnap());
    const onSelect = () => {
      const index = api.selectedScrollSnap();
      setSelected(index);
      setAnnouncement(`Slide ${index + 1} of ${images.length}: ${images[index]?.alt ?? ''}`);
    };
    sync();
    api.on('select', onSelect).on('reInit', sync);
    return () => {
      api.off('select', onSelect).off('reInit', sync);
    };
  }, [api, images]);

  const previous = useCallback(() => api?.scrollPrev(), [api]);
  const next = useCallback(() => api?.scrollNext(), [api]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') previous();
    else if (event.key === 'ArrowRight') next();
    else return;
    event.preventDefault();
  };

  return (
    <section aria-roledescription="carousel" aria-label={label} className="carousel not-prose my-10" onKeyDown={onKeyDown}>
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
                loading={index === 0 ? undefined : 'lazy'}
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
          <ChevronLeft aria-hidden="true" className="size-5" />
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
              onClick={() => api?.scrollTo(index)}
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
