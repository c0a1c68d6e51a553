import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import EmblaCarousel, { type EmblaCarouselType } from 'embla-carousel';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { Picture } from '../components/Picture.tsx';
import { fillTemplate } from '../lib/copy-template.ts';
import { objectPosition, parseFocalPoint } from '../lib/focal-point.ts';
import type { PictureData } from '../lib/picture.ts';
import type { WakeOn } from './island-contract.ts';
import type { CarouselProps } from './Carousel.props.ts';
import { PhotoLink } from './photo/PhotoLink.tsx';
import PhotoViewer, { type ViewerWords } from './photo/PhotoViewer.tsx';

/** The carousel's words, from content/site.ts (carousel): the page fills in each {…}. */
export interface CarouselWords {
  /** The carousel's role described in words (aria-roledescription), and each slide's. */
  kind: string;
  slideKind: string;
  slide: string;
  announcement: string;
  previous: string;
  next: string;
  dot: string;
}

/**
 * The props as the island receives them: the server render adds what the build knows of each picture, its own
 * words and the photo viewer's (src/node/render/island-server-props.ts).
 */
type Props = Omit<CarouselProps, 'images'> & {
  images: readonly (CarouselProps['images'][number] & { picture?: PictureData })[];
  words: CarouselWords;
  viewer?: ViewerWords;
};

// The viewer comes with the carousel's own code (which wakes as it nears the screen, never on a first screen),
// not on demand: a chunk an island imports dynamically counts the site's stylesheet among its preloads
// (Rolldown's runtime lives in the entry chunk), and the build refuses scripts naming it (src/node/fonts/).

/** Wakes as it comes near the screen, so it turns at once when reached; a tap before that wakes it too. */
export const wakeOn: WakeOn = 'visible';

/**
 * A picture carousel (embla) that wraps around both ways, after the WAI-ARIA carousel pattern: a labelled
 * region, slides labelled "n of N", previous and next buttons, a dot per slide with the current one
 * marked, and the arrow keys anywhere inside. The HTML shows slide 1; without JavaScript the pictures
 * scroll sideways instead.
 */
export default function Carousel({ label, images, words, viewer }: Props) {
  const viewport = useRef<HTMLDivElement>(null);
  // The same on the server and in the browser: each island renders with its own id prefix.
  const slidesId = useId();
  // A ref, not state, for the handlers: a click made before hydration is replayed right after this
  // component's effect has created embla, before any re-render.
  const embla = useRef<EmblaCarouselType>(undefined);
  const [turning, setTurning] = useState(false);
  const [selected, setSelected] = useState(0);
  // What a screen reader hears when the slide changes; empty until it does, so nothing is read on load.
  const [moved, setMoved] = useState(false);
  // The slide open in the viewer, if any, and each slide's link, to give focus back to on close.
  const [opened, setOpened] = useState<number>();
  const links = useRef<(HTMLAnchorElement | null)[]>([]);

  useEffect(() => {
    const api = EmblaCarousel(viewport.current!, { loop: true });
    api.on('select', () => {
      setSelected(api.selectedScrollSnap());
      setMoved(true);
    });
    embla.current = api;
    setTurning(true);
    return () => api.destroy();
  }, []);

  const pictures = images.map(
    (image) => image.picture ?? { src: image.src, width: image.width ?? 1200, height: image.height ?? 800 },
  );
  // Back from the viewer on the slide last shown there, with focus on its picture.
  const closed = (index: number) => {
    embla.current?.scrollTo(index, true);
    links.current[index]?.focus({ preventScroll: true });
  };
  const total = String(images.length);
  /** "2 of 5" in the words of `template`, for the slide at `index`. */
  const numbered = (template: string, index: number, alt = '') =>
    fillTemplate(template, { number: String(index + 1), total, alt });
  const announcement = moved ? numbered(words.announcement, selected, images[selected]?.alt) : '';
  // Under reduced motion a slide changes at once, as the page's other movements do (embla glides by default).
  const instant = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const previous = () => embla.current?.scrollPrev(instant());
  const next = () => embla.current?.scrollNext(instant());
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') previous();
    else if (event.key === 'ArrowRight') next();
    else return;
    event.preventDefault();
  };

  return (
    <section
      aria-roledescription={words.kind}
      aria-label={label}
      className="carousel not-prose my-10"
      data-turning={turning ? 'true' : undefined}
      onKeyDown={onKeyDown}
    >
      {/* Until embla turns it, the pictures scroll sideways: focusable, so the keyboard can scroll them too. */}
      <div
        className="carousel-viewport overflow-hidden rounded-[2rem] shadow-xl shadow-navy-900/10"
        ref={viewport}
        tabIndex={turning ? undefined : 0}
      >
        <div id={slidesId} className="flex">
          {images.map((image, index) => {
            const picture = pictures[index]!;
            // The content check has refused a focus it cannot read; without one the crop keeps the centre.
            const focus = image.focus ? parseFocalPoint(image.focus) : undefined;
            const slidePicture = (
              <Picture
                picture={picture}
                alt={image.alt}
                slot="carousel"
                objectPosition={focus && objectPosition(focus)}
                className="absolute inset-0 block size-full object-cover"
              />
            );
            return (
              // Every slide has the carousel's shape (.carousel-slide, global.css), so it keeps one height as it
              // turns: a picture of another shape fills it cropped around its focal point. The viewer shows it whole.
              // biome-ignore lint/a11y/useSemanticElements: a slide is a group (WAI-ARIA carousel pattern); a <fieldset> is for a form's fields
              <div
                key={image.src}
                role="group"
                aria-roledescription={words.slideKind}
                aria-label={numbered(words.slide, index)}
                className="carousel-slide relative min-w-0 flex-[0_0_100%]"
              >
                {viewer ? (
                  <PhotoLink
                    ref={(link) => void (links.current[index] = link)}
                    picture={picture}
                    onOpen={() => setOpened(index)}
                  >
                    {slidePicture}
                  </PhotoLink>
                ) : (
                  slidePicture
                )}
              </div>
            );
          })}
        </div>
      </div>
      {viewer && (
        <PhotoViewer
          photos={images.map((image, index) => ({ picture: pictures[index]!, alt: image.alt }))}
          index={opened}
          onIndexChange={setOpened}
          words={viewer}
          onClosed={closed}
        />
      )}
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      <div className="carousel-controls mt-5 flex items-center justify-center gap-3">
        <button
          type="button"
          className="carousel-arrow"
          aria-controls={slidesId}
          aria-label={words.previous}
          onClick={previous}
        >
          {/* The same chevron mirrored: one icon fewer in the island's JavaScript. */}
          <ChevronRight aria-hidden="true" className="size-5 -scale-x-100" />
        </button>
        <div className="flex items-center">
          {images.map((image, index) => (
            <button
              key={image.src}
              type="button"
              className="carousel-dot"
              aria-controls={slidesId}
              aria-label={numbered(words.dot, index)}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => embla.current?.scrollTo(index)}
            >
              <span aria-hidden="true" />
            </button>
          ))}
        </div>
        <button
          type="button"
          className="carousel-arrow"
          aria-controls={slidesId}
          aria-label={words.next}
          onClick={next}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
    </section>
  );
}
