// A key pressed on an island in the moment React is hydrating it: React answers it (it hydrates at once and hands it
// to the button), and the page held it to replay once the island wakes. Only one of the two may reach the button, or
// an arrow key turns the carousel two slides (most likely the end-to-end carousel test's failure on a busy machine).
// In a file of its own: among islands.test.tsx's, after other islands had hydrated in the same page, the press
// reached the button once even without the fix, and the test could not fail there (why, I did not find).
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
// Before the carousel, which imports embla: the mock hands out this fake.
import { fakeEmbla } from '../islands/fake-embla.ts';
import { site } from '../../../content/site.ts';
import * as CarouselModule from '../../../src/islands/Carousel.tsx';
import { serverIsland } from '../../../src/node/render/server-island.tsx';
import { startIslands } from '../../../src/client/islands.ts';
import { FakeIntersectionObserver } from './fake-intersection-observer.ts';

vi.mock('embla-carousel', () => ({ default: fakeEmbla.create }));
/** What the test does the moment React has been handed the island, before React has rendered it. */
const whileHydrating = vi.hoisted(() => ({ press: () => {} }));
vi.mock('react-dom/client', async (importOriginal) => {
  const client = await importOriginal<typeof import('react-dom/client')>();
  return {
    ...client,
    hydrateRoot: (...args: Parameters<typeof client.hydrateRoot>) => {
      const root = client.hydrateRoot(...args);
      whileHydrating.press();
      return root;
    },
  };
});

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  fakeEmbla.reset();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

it('an arrow key pressed while React hydrates the carousel turns it one slide', async () => {
  const Island = serverIsland('Carousel', CarouselModule);
  const images = [1, 2, 3].map((n) => ({ src: `/images/${n}.svg`, alt: `Picture ${n}` }));
  document.body.innerHTML = renderToString(
    <Island label="Moments" images={images} words={site.carousel} viewer={site.photoViewer} />,
  );
  const island = document.querySelector<HTMLElement>('fg-island')!;
  startIslands();
  whileHydrating.press = () =>
    document
      .querySelector('button[aria-label="Show slide 1 of 3"]')!
      .dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, key: 'ArrowLeft' }));
  // It comes into sight: it wakes, and React is handed it.
  FakeIntersectionObserver.instances.at(-1)!.report(island.querySelector('section')!, 1);
  await vi.waitFor(() => expect(island.hasAttribute('hydrated')).toBe(true));
  expect(fakeEmbla.api.scrollPrev).toHaveBeenCalledTimes(1);
});
