import { vi } from 'vitest';

/**
 * A stand-in for embla-carousel (happy-dom has no layout for it to measure): it records each carousel
 * created and what the component asks of it, and lets a test select a slide the way embla announces one.
 * Use with `vi.mock('embla-carousel', () => ({ default: fakeEmbla.create }))`.
 */
function createFakeEmbla() {
  const listeners = new Map<string, Set<() => void>>();
  let index = 0;
  const api = {
    scrollPrev: vi.fn(),
    scrollNext: vi.fn(),
    scrollTo: vi.fn(),
    destroy: vi.fn(),
    selectedScrollSnap: () => index,
    on(event: string, listener: () => void) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
      return api;
    },
  };
  /** One entry per embla created: the viewport it was given and its options. */
  const created: { node: HTMLElement; options: unknown }[] = [];
  return {
    api,
    created,
    create(node: HTMLElement, options: unknown) {
      created.push({ node, options });
      return api;
    },
    /** Embla moving to slide `to` and telling its listeners. */
    select(to: number) {
      index = to;
      for (const listener of listeners.get('select') ?? []) listener();
    },
    reset() {
      index = 0;
      created.length = 0;
      listeners.clear();
      for (const fn of [api.scrollPrev, api.scrollNext, api.scrollTo, api.destroy]) fn.mockClear();
    },
  };
}

export const fakeEmbla = createFakeEmbla();
