import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// Before the carousel, which imports embla: the mock hands out this fake.
import { fakeEmbla } from '../islands/fake-embla.ts';
import { site } from '../../../content/site.ts';
import * as CarouselModule from '../../../src/islands/Carousel.tsx';
import * as RegisterButtonModule from '../../../src/islands/RegisterButton.tsx';
import type { IslandModule, WakeOn } from '../../../src/islands/island-contract.ts';
import { VISIBLE_MARGIN } from '../../../src/islands/island-contract.ts';
import { serverIsland } from '../../../src/node/render/server-island.tsx';
import { startIslands } from '../../../src/client/islands.ts';
import { FakeIntersectionObserver } from './fake-intersection-observer.ts';

vi.mock('embla-carousel', () => ({ default: fakeEmbla.create }));
// The menu's chunk fails to load (a dropped connection); its server HTML comes from the real module.
vi.mock('../../../src/islands/MobileMenu.tsx', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});
const MobileMenuModule = await vi.importActual<typeof import('../../../src/islands/MobileMenu.tsx')>(
  '../../../src/islands/MobileMenu.tsx',
);

const CHECKOUT = 'https://pay.example.com/uae-workshop';
const images = [1, 2, 3, 4, 5].map((n) => ({ src: `/images/${n}.svg`, alt: `Picture ${n}` }));

/** An island as the server renders it, waking as `wakeOn` says (by default, its module's own way). */
function island<Props extends object>(name: string, module: IslandModule<Props>, wakeOn: WakeOn = module.wakeOn) {
  return serverIsland(name, { ...module, wakeOn });
}
const registerButton = (wakeOn?: WakeOn) => {
  const Island = island('RegisterButton', RegisterButtonModule, wakeOn);
  return <Island label="Register Now" checkoutUrl={CHECKOUT} title="Full workshop" words={site.registrationDialog} />;
};
const carousel = (wakeOn?: WakeOn) => {
  const Island = island('Carousel', CarouselModule, wakeOn);
  return <Island label="Moments" images={images} words={site.carousel} viewer={site.photoViewer} />;
};

/** Renders the page's islands as the server does, and returns their elements in order. */
function page(...islands: ReactElement[]) {
  document.body.innerHTML = renderToString(
    <main>
      {islands.map((element, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of islands, rendered once
        <div key={index}>{element}</div>
      ))}
    </main>,
  );
  return [...document.querySelectorAll<HTMLElement>('fg-island')];
}

const isHydrated = (element: HTMLElement) => element.hasAttribute('hydrated');
const toHydrate = (element: HTMLElement) => vi.waitFor(() => expect(isHydrated(element)).toBe(true));
const button = (name: string) => document.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)!;
/** A click as a person makes it; false when something cancelled its default action. */
const click = (target: Element) => target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

beforeEach(() => {
  // Islands hydrate in the browser, outside React's act(): as they do for visitors.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  fakeEmbla.reset();
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('startIslands', () => {
  it('load: hydrates each island at once with its own module, the props from its HTML and its id prefix', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const [slides, register] = page(carousel('load'), registerButton('load'));
    startIslands();
    // Nothing waits for a later moment: no timer, no observer.
    expect(vi.getTimerCount()).toBe(0);
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
    vi.useRealTimers();
    await toHydrate(slides!);
    await toHydrate(register!);

    expect(fakeEmbla.created.map(({ node }) => node)).toEqual([slides!.querySelector('.carousel-viewport')]);
    click(screen.getByRole('button', { name: 'Register Now' }));
    // The dialog's title is a prop that is only in the island's props attribute, never in its HTML.
    const dialog = await screen.findByRole('dialog', { name: 'Full workshop' });
    const radio = dialog.querySelector<HTMLInputElement>('input[type="radio"]')!;
    // React's useId inside the island starts with the island's prefix, as it did on the server.
    expect(radio.name.startsWith(`_${register!.getAttribute('id-prefix')}`)).toBe(true);
  });

  it('idle: hydrates when the browser is next idle, within 2 s', async () => {
    const idle: { wake: () => void; options: IdleRequestOptions | undefined }[] = [];
    vi.stubGlobal('requestIdleCallback', (wake: () => void, options?: IdleRequestOptions) =>
      idle.push({ wake, options }),
    );
    const [control, sleeper] = page(registerButton('load'), registerButton('idle'));
    startIslands();
    await toHydrate(control!);
    expect(isHydrated(sleeper!)).toBe(false);
    expect(idle).toHaveLength(1);
    expect(idle[0]!.options).toEqual({ timeout: 2000 });

    idle[0]!.wake();
    await toHydrate(sleeper!);
  });

  it('idle: hydrates 200 ms after the page starts where the browser has no requestIdleCallback', async () => {
    expect('requestIdleCallback' in window).toBe(false);
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const [sleeper] = page(registerButton('idle'));
    startIslands();
    vi.advanceTimersByTime(199);
    // Still waiting: the wake is the one timer pending.
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(vi.getTimerCount()).toBe(0);
    await toHydrate(sleeper!);
  });

  it('visible: hydrates when what the island holds comes within 400 px of the screen', async () => {
    const [control, slides] = page(registerButton('load'), carousel('visible'));
    startIslands();
    await toHydrate(control!);
    expect(isHydrated(slides!)).toBe(false);
    expect(fakeEmbla.created).toHaveLength(0);

    const observer = FakeIntersectionObserver.instances.at(-1)!;
    expect(observer.options.rootMargin).toBe(VISIBLE_MARGIN);
    expect(VISIBLE_MARGIN).toBe('400px 0px');
    // The island element itself has no box (display: contents): the observer watches its contents.
    const region = slides!.querySelector('section')!;
    expect([...observer.observed]).toEqual([region]);

    observer.report(region, 0);
    expect(observer.observed.size).toBe(1);
    observer.report(region, 0.01);
    expect(observer.observed.size).toBe(0);
    await toHydrate(slides!);
    expect(fakeEmbla.created).toHaveLength(1);
  });

  it.each([
    ['pointerdown', () => new PointerEvent('pointerdown', { bubbles: true })],
    ['pointerover', () => new PointerEvent('pointerover', { bubbles: true })],
    ['touchstart', () => new Event('touchstart', { bubbles: true })],
    ['focusin', () => new FocusEvent('focusin', { bubbles: true })],
    ['keydown', () => new KeyboardEvent('keydown', { bubbles: true, key: 'Tab' })],
  ])('interaction: hydrates on %s inside the island', async (_, event) => {
    const [control, sleeper] = page(registerButton('load'), registerButton('interaction'));
    startIslands();
    await toHydrate(control!);
    expect(isHydrated(sleeper!)).toBe(false);

    sleeper!.querySelector('button')!.dispatchEvent(event());
    await toHydrate(sleeper!);
  });
});

describe('a click on a sleeping island', () => {
  it('is held back from the page, wakes the island and is replayed once React answers', async () => {
    const [register] = page(registerButton('visible'));
    startIslands();
    const heard = vi.fn();
    document.addEventListener('click', heard);

    expect(click(screen.getByRole('button', { name: 'Register Now' }))).toBe(false);
    expect(heard).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();

    expect(await screen.findByRole('dialog', { name: 'Full workshop' })).toBeTruthy();
    expect(isHydrated(register!)).toBe(true);
    // The replayed click reached the page once, as the visitor's own would have.
    expect(heard).toHaveBeenCalledTimes(1);
    document.removeEventListener('click', heard);
  });

  it('is replayed on the same button, once, and later clicks go straight through', async () => {
    const [slides] = page(carousel('visible'));
    startIslands();
    expect(click(button('Show slide 4 of 5'))).toBe(false);
    await toHydrate(slides!);
    expect(fakeEmbla.api.scrollTo).toHaveBeenCalledExactlyOnceWith(3);
    expect(fakeEmbla.api.scrollNext).not.toHaveBeenCalled();

    expect(click(button('Next slide'))).toBe(true);
    expect(fakeEmbla.api.scrollNext).toHaveBeenCalledTimes(1);
    expect(fakeEmbla.api.scrollTo).toHaveBeenCalledTimes(1);
  });

  it('is left alone when it is not on a button or a picture that opens large', () => {
    const [slides] = page(carousel('visible'));
    startIslands();
    expect(click(slides!.querySelector('[aria-live]')!)).toBe(true);
    expect(FakeIntersectionObserver.instances.at(-1)!.observed.size).toBe(1);
  });

  it('on a picture that opens large, is held (the link to its largest copy not followed) and opens the viewer once woken', async () => {
    const [slides] = page(carousel('visible'));
    startIslands();
    expect(click(slides!.querySelector('a[data-opens-viewer]')!)).toBe(false);
    await toHydrate(slides!);
    await vi.waitFor(() =>
      expect(document.querySelector('[role="dialog"]')?.getAttribute('aria-labelledby')).toBeTruthy(),
    );
    expect(screen.getByRole('dialog', { name: 'Picture 1' })).toBeTruthy();
  });
});

describe('an island whose module fails to load', () => {
  const menu = () => {
    const Island = island('MobileMenu', MobileMenuModule);
    return (
      <Island
        links={[{ label: 'Research', href: '/research' }]}
        bookNow={{ label: 'Book Now', href: '#book' }}
        words={site.menu}
      />
    );
  };

  it('keeps its HTML, working as it does without JavaScript, and logs the error', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const [menuIsland] = page(menu());
    const html = menuIsland!.innerHTML;
    startIslands();

    // The first press is held while the menu loads; when that fails it is replayed, to the fallback.
    const presses: boolean[] = [];
    button('Open navigation').addEventListener('click', (event) => presses.push(event.defaultPrevented));
    expect(click(button('Open navigation'))).toBe(false);
    // The error the import rejected with. Not `expect.any(Error)`: this file runs in a VM context of its own
    // (vitest.config.ts), and the module loader's error is an Error of the realm outside it.
    await vi.waitFor(() =>
      expect(consoleError).toHaveBeenCalledExactlyOnceWith(
        expect.objectContaining({ message: expect.any(String), stack: expect.any(String) }),
      ),
    );
    // Held (cancelled, unseen by the button), then replayed once and left to act.
    expect(presses).toEqual([false]);
    expect(isHydrated(menuIsland!)).toBe(false);
    expect(menuIsland!.innerHTML).toBe(html);
    // From then on the button opens the no-JavaScript popover.
    expect(click(button('Open navigation'))).toBe(true);
  });

  it('logs an island whose name has no module, and leaves it as it is', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML =
      '<fg-island module="Missing" wake-on="load" props="{}"><button type="button">Go</button></fg-island>';
    startIslands();
    await vi.waitFor(() => expect(consoleError).toHaveBeenCalledTimes(1));
    expect(String(consoleError.mock.calls[0]![0])).toContain('No island module src/islands/Missing.tsx');
    expect(click(document.querySelector('button')!)).toBe(true);
    expect(document.querySelector('fg-island')!.hasAttribute('hydrated')).toBe(false);
  });
});
