import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { RecordedRequest } from './browser.ts';

// The heading font is cut at build time to what the pages show in it (src/node/fonts/). Checked against what
// Chromium itself draws in it, so the build's reading of the stylesheet cannot drift from the browser's.

/** The heading family's faces as the page declares them: each one's unicode-range, and whether it was loaded. */
const headingFaces = (page: Page) =>
  page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.family.replace(/"/g, '') === 'Fraunces')
      .map((face) => ({ range: face.unicodeRange, status: face.status })),
  );

/** Every character on the page that Chromium draws in the heading family (its first choice). */
const charactersInHeadingFace = (page: Page) =>
  page.evaluate(() => {
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      const family = getComputedStyle(parent).fontFamily.split(',')[0]!.trim().replace(/"/g, '');
      if (family !== 'Fraunces' || parent.closest('[hidden]')) continue;
      for (const char of (node.textContent ?? '').replace(/\s+/g, ' ')) found.add(char);
    }
    return [...found].join('');
  });

/** Whether a CSS unicode-range ("U+20-22, U+41") covers a character. */
const covers = (range: string, char: string) =>
  range.split(',').some((part) => {
    const [first, last = first] = part
      .trim()
      .slice(2)
      .split('-')
      .map((value) => parseInt(value, 16));
    const point = char.codePointAt(0)!;
    return point >= first! && point <= last!;
  });

/**
 * On a page's first visit, once it has hydrated: the only font it fetched is the cut-down heading font, whose face
 * is loaded while the face with the rest of the family is not, and it holds every character drawn in it.
 */
export async function expectOnlyTheCutHeadingFont(page: Page, requests: RecordedRequest[]): Promise<void> {
  const fonts = requests
    .filter((request) => request.resourceType === 'font')
    .map((request) => new URL(request.url).pathname);
  expect(fonts).toHaveLength(1);
  expect(fonts[0]).toMatch(/-subset-[0-9a-f]{8}\.woff2$/);

  const faces = await headingFaces(page);
  const small = faces.find((face) => face.status === 'loaded');
  const rest = faces.find((face) => face.status === 'unloaded');
  expect(faces).toHaveLength(2);
  expect(small && rest, JSON.stringify(faces)).toBeTruthy();
  const drawn = await charactersInHeadingFace(page);
  expect(drawn.length, 'some text is in the heading font').toBeGreaterThan(5);
  expect([...drawn].filter((char) => !covers(small!.range, char))).toEqual([]);
}
