import { useEffect } from 'react';

/** The attribute react-remove-scroll-bar puts on `<body>` while scrolling is locked, counting the locks. */
export const LOCK_ATTRIBUTE = 'data-scroll-locked';
/** The scroll bar's width, which the locked page keeps as a margin so nothing moves sideways. */
export const GAP_PROPERTY = '--removed-body-scroll-bar-size';

/**
 * Stands in for react-remove-scroll-bar's `RemoveScrollBar` (the build points the package at this file:
 * src/node/security/vite-plugin-injected-styles.ts), which Radix's Dialog, and so vaul's drawer, renders while
 * open. The original writes a `<style>` element holding the scroll bar's measured width; this sets the same
 * attribute on `<body>` and the width as a custom property on it (through the CSSOM, which no policy governs),
 * and the rules that lock scrolling are in the stylesheet (`body[data-scroll-locked]` in src/styles/global.css).
 * Nested locks count, as the original's do. Its props (`gapMode`, `noRelative`) are left at what Radix uses.
 */
export function RemoveScrollBar(): null {
  useEffect(() => {
    const { body, documentElement } = document;
    const locks = Number(body.getAttribute(LOCK_ATTRIBUTE)) || 0;
    if (locks === 0)
      body.style.setProperty(GAP_PROPERTY, `${Math.max(0, window.innerWidth - documentElement.clientWidth)}px`);
    body.setAttribute(LOCK_ATTRIBUTE, String(locks + 1));
    return () => {
      const left = (Number(body.getAttribute(LOCK_ATTRIBUTE)) || 1) - 1;
      if (left > 0) return body.setAttribute(LOCK_ATTRIBUTE, String(left));
      body.removeAttribute(LOCK_ATTRIBUTE);
      body.style.removeProperty(GAP_PROPERTY);
    };
  }, []);
  return null;
}
