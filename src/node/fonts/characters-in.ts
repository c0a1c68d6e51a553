import { selectAll } from 'css-select';
import { findOne, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import type { FamilyUser } from './font-faces.ts';

/** Counters and list markers show digits (and a full stop). */
const COUNTER_CHARACTERS = '0123456789.';

/**
 * Every character the pages show in elements the selectors match: the text of each match and all inside
 * it, or what a matched pseudo-element shows, and both cases of every letter (a `text-transform` elsewhere in the
 * stylesheet may change them). A selector the engine cannot evaluate counts every character of the page, so
 * the result never falls short for lack of understanding.
 *
 * htmlparser2 and css-select, not a browser-like DOM: the pre-renderer scans every page, and a whole DOM per page
 * (happy-dom) cost 30 ms and kept 4 MB of it alive per page.
 */
export function charactersIn(pages: string[], users: FamilyUser[]): string {
  const found = new Set<string>();
  const add = (text: string) => {
    for (const char of text) {
      // Line breaks and tabs in the HTML show as spaces; a no-break or thin space shows as itself.
      if (/[\t\n\r\f]/.test(char)) found.add(' ');
      else found.add(char).add(char.toLowerCase()).add(char.toUpperCase());
    }
  };
  for (const page of pages) {
    const document = parseDocument(page);
    for (const user of users) {
      let matches: Parameters<typeof textContent>[0][];
      try {
        matches = selectAll(user.selector, document);
      } catch {
        matches = [findOne((element) => element.name === 'body', document.children) ?? document];
      }
      if (matches.length === 0) continue;
      // A pseudo-element shows its own content (or a counter), not the text of the element it decorates.
      if (user.pseudoElement) add(COUNTER_CHARACTERS + user.content.join(''));
      else for (const element of matches) add(textContent(element));
    }
  }
  return [...found]
    .filter((char) => [...char].length === 1)
    .sort()
    .join('');
}
