import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * The visitor's current year, for the copyright line.
 *
 * The pre-rendered HTML carries the year of the build, and a visitor may arrive after New Year. While
 * hydrating, React must see the same text as the HTML; for this one text-only element a different year
 * is expected, so `suppressHydrationWarning` lets hydration keep the HTML's text (React 19 neither
 * warns nor patches it). `useSyncExternalStore` reports "not hydrated yet" during hydration and
 * "hydrated" right after, and the new `key` then swaps in a fresh element holding the visitor's year.
 * On client-side navigation the component mounts already hydrated and renders the year at once.
 */
export function CurrentYear() {
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  return (
    <time key={hydrated ? 'visitor' : 'build'} suppressHydrationWarning>
      {new Date().getFullYear()}
    </time>
  );
}
