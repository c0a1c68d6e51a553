/**
 * The places a picture can fill, and how wide each is at every screen width, as the layout's Tailwind classes
 * set it. `sizes` tells the browser the width before the CSS arrives, so it picks the right copy at once; it
 * must follow the layout (tests/e2e/pictures.test.ts compares it with the rendered width).
 */
export const pictureSlots = {
  /** <Hero>: full width under the copy, then beside it from lg (1024 px): the 0.9fr column of max-w-6xl, px-5, gap-10. */
  hero: {
    sizes: '(min-width: 1152px) 483px, (min-width: 1024px) calc(45vw - 36px), calc(100vw - 40px)',
    widest: 983,
    stretches: true,
  },
  /** <Carousel> in a section: the section's width, max-w-6xl (72rem) less px-5 on each side. */
  carousel: { sizes: '(min-width: 1152px) 1112px, calc(100vw - 40px)', widest: 1112, stretches: true },
  /** A Markdown picture in a page's copy: its own width, at most the section's (a small diagram stays small). */
  prose: { sizes: '(min-width: 1152px) 1112px, calc(100vw - 40px)', widest: 1112, stretches: false },
} as const;

/** `widest`: the most CSS pixels the slot is wide, on any screen; `stretches`: whether it fills that width whatever the picture's. */
export type PictureSlot = keyof typeof pictureSlots;

/** Where each component that takes a picture shows it; a picture anywhere else sits in the copy. */
export const slotOfComponent: Record<string, PictureSlot> = { Hero: 'hero', Carousel: 'carousel' };
