import type { ComponentType } from 'react';

/**
 * When an island's JavaScript loads and React hydrates it:
 * - `load`: as soon as the page has loaded (only when nothing later will do);
 * - `idle`: when the browser is idle after loading;
 * - `visible`: when it comes near the screen (within VISIBLE_MARGIN);
 * - `interaction`: on the first sign of interest in it (pointer down or over, touch, focus, a key).
 * Whatever the strategy, a click on one of its buttons before it has woken wakes it at once and is
 * replayed once it is interactive.
 */
export type WakeOn = 'load' | 'idle' | 'visible' | 'interaction';

/**
 * What a module in src/islands/ exports: the component (default) and when it wakes. The file name is the
 * island's name. Its props travel as JSON in the HTML, so they must be plain data (no children, no functions).
 */
export interface IslandModule<Props extends object = Record<string, unknown>> {
  default: ComponentType<Props>;
  wakeOn: WakeOn;
}

/** The element that holds an island's server-rendered HTML, and its attributes. */
export const ISLAND_TAG = 'fg-island';
export const ISLAND_ATTRIBUTES = {
  /**
   * The island's name, its file in src/islands/. Not `name`: the HTML standard gives `name` to a few elements only,
   * and the W3C's checker reports it on any other (docs/engineering/html-validity.md).
   */
  module: 'module',
  wakeOn: 'wake-on',
  props: 'props',
  /** React's identifierPrefix for the island's own root, so useId values match between server and browser. */
  idPrefix: 'id-prefix',
  /** Set once React has hydrated the island. */
  hydrated: 'hydrated',
} as const;

/**
 * On the page's `<link rel="stylesheet">` (the rules its HTML uses, src/node/build/page-stylesheet-links.ts): the address
 * of the whole stylesheet, which the first island to wake loads before it renders anything the page's HTML lacks.
 */
export const WHOLE_STYLESHEET_ATTRIBUTE = 'data-whole-href';

/** How far ahead of the screen a `visible` island starts loading, so it is ready when it is reached. */
export const VISIBLE_MARGIN = '400px 0px';
