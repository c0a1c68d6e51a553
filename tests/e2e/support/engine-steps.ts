// Small waits and lookups the behaviours share, in any engine (support/engine-page.ts).
import type { EnginePage } from './engine-page.ts';

/** Waits until the entry script has run: the page's behaviours are live and its islands scheduled. */
export const hydrated = (page: EnginePage) =>
  page.waitFor(() => document.documentElement.dataset.hydrated === 'true', null, 'the entry script');

/** Waits until the island of this name has hydrated (React answers in it). */
export const islandAwake = (page: EnginePage, name: string) =>
  page.waitFor(
    (island) => document.querySelector(`fg-island[module="${island}"][hydrated]`) !== null,
    name,
    `the ${name} island to wake`,
  );

/** Brings an element into the middle of the screen (an island's first child: the island itself has no box). */
export const scrollToMiddle = (page: EnginePage, selector: string) =>
  page.evaluate((found) => {
    const element = document.querySelector(found)!;
    (element.localName === 'fg-island' ? element.firstElementChild! : element).scrollIntoView({ block: 'center' });
  }, selector);

/** Waits until the element with this id sits 80 px from the top: clear of the fixed header, as a link lands it. */
export const landedAt = (page: EnginePage, id: string) =>
  page.waitFor(
    (target) => Math.abs(document.getElementById(target)!.getBoundingClientRect().top - 80) < 2,
    id,
    `#${id} to land below the header`,
  );

/** Waits until the page shows this address (a navigation the page started: a link, a form). */
export async function reached(page: EnginePage, url: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while ((await page.url()) !== url) {
    if (Date.now() > deadline) throw new Error(`waited 10 s for ${url}; the page shows ${await page.url()}`);
    await new Promise((next) => setTimeout(next, 20));
  }
}

/**
 * A selector for the element, among those `selector` finds, whose accessible name (aria-label, else its text) is
 * `name`, as a visitor (or a screen reader) tells it from its neighbours. The element is marked with an attribute
 * for the selector; the page's own code never reads it.
 */
export async function named(page: EnginePage, selector: string, name: string): Promise<string> {
  const mark = await page.evaluate(
    ({ selector: found, name: wanted }) => {
      const element = [...document.querySelectorAll(found)].find(
        (candidate) => (candidate.getAttribute('aria-label') ?? candidate.textContent?.trim()) === wanted,
      );
      if (!element) return null;
      const id = String(Math.random()).slice(2);
      element.setAttribute('data-engine-target', id);
      return id;
    },
    { selector, name },
  );
  if (!mark) throw new Error(`No ${selector} named “${name}”.`);
  return `[data-engine-target="${mark}"]`;
}

/** Replaces what a field holds with text typed key by key, as a visitor does after selecting it all. */
export async function fill(page: EnginePage, selector: string, text: string): Promise<void> {
  await page.evaluate((found) => {
    const field = document.querySelector<HTMLInputElement>(found)!;
    field.focus();
    field.select();
  }, selector);
  await page.type(text);
}

/** Gives focus to an element, as Tab would. */
export const focus = (page: EnginePage, selector: string) =>
  page.evaluate((found) => document.querySelector<HTMLElement>(found)!.focus(), selector);

/** The text of the first element the selector finds. */
export const textOf = (page: EnginePage, selector: string) =>
  page.evaluate((found) => document.querySelector(found)?.textContent ?? null, selector);

/** Waits until the first element the selector finds has exactly this text. */
export const textIs = (page: EnginePage, selector: string, text: string) =>
  page.waitFor(
    ([found, wanted]) => document.querySelector(found!)?.textContent === wanted,
    [selector, text],
    `“${text}” in ${selector}`,
  );

/** Whether each element the selector finds is shown (rendered, not hidden, not in a closed <details>). */
export const shown = (page: EnginePage, selector: string) =>
  page.evaluate((found) => [...document.querySelectorAll(found)].map((element) => element.checkVisibility()), selector);
