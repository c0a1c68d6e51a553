import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';

/** How far ahead of the screen the carousel starts loading embla, so it is ready before it is reached. */
export const EMBLA_ROOT_MARGIN = '400px 0px';

/** Something to do with the carousel once embla is there: `(embla) => embla.scrollNext()`. */
export type EmblaAction = (embla: EmblaCarouselType) => void;

export interface LazyEmbla<Root extends HTMLElement> {
  /** The element watched for coming near the screen: the carousel as a whole. */
  rootRef: RefObject<Root | null>;
  /** embla's viewport: the clipping element whose first child holds the slides. */
  viewportRef: RefObject<HTMLDivElement | null>;
  /** The slide embla has selected; 0 until it loads, on the server and the first client render alike. */
  selected: number;
  /** Whether the selected slide has changed since load: nothing is announced before it has. */
  moved: boolean;
  /** Starts loading embla (once); call it on the first sign of interest: pointer, focus. */
  load: () => void;
  /** Does `action` now if embla is loaded, otherwise as soon as it is (the latest action wins). */
  run: (action: EmblaAction) => void;
}

/**
 * embla, loaded only when wanted: the core is imported (a chunk of its own, not in the first visit's
 * JavaScript) when the carousel comes within EMBLA_ROOT_MARGIN of the screen, or on the first `load()` or
 * `run()`, whichever is first. Until then the markup is the plain server-rendered one. `options` is read
 * once, when embla starts.
 */
export function useLazyEmbla<Root extends HTMLElement>(options: EmblaOptionsType): LazyEmbla<Root> {
  const rootRef = useRef<Root>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const emblaRef = useRef<EmblaCarouselType | null>(null);
  const queued = useRef<EmblaAction | null>(null);
  const startRef = useRef<() => void>(() => {});
  const optionsRef = useRef(options);
  const [selected, setSelected] = useState(0);
  const [moved, setMoved] = useState(false);

  useEffect(() => {
    let alive = true;
    let started = false;
    let embla: EmblaCarouselType | undefined;
    const start = () => {
      if (started) return;
      started = true;
      observer?.disconnect();
      void import('embla-carousel').then(({ default: EmblaCarousel }) => {
        if (!alive || !viewportRef.current) return;
        embla = EmblaCarousel(viewportRef.current, optionsRef.current);
        // Listen before running a queued action, so a click made while loading is announced too.
        embla.on('select', (api) => {
          setSelected(api.selectedScrollSnap());
          setMoved(true);
        });
        embla.on('reInit', (api) => setSelected(api.selectedScrollSnap()));
        emblaRef.current = embla;
        const action = queued.current;
        queued.current = null;
        action?.(embla);
      });
    };
    startRef.current = start;

    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), { rootMargin: EMBLA_ROOT_MARGIN })
        : undefined;
    if (observer && rootRef.current) observer.observe(rootRef.current);
    else start();

    return () => {
      alive = false;
      observer?.disconnect();
      embla?.destroy();
      emblaRef.current = null;
    };
  }, []);

  const load = useCallback(() => startRef.current(), []);
  const run = useCallback((action: EmblaAction) => {
    if (emblaRef.current) return action(emblaRef.current);
    queued.current = action;
    startRef.current();
  }, []);

  return { rootRef, viewportRef, selected, moved, load, run };
}
