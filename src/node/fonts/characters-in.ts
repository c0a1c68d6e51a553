import { Window } from 'happy-dom';
import type { FamilyUser } from './font-faces.ts';

/** Counters and list markers show digits (and a full stop). */
const COUNTER_CHARACTERS = '0123456789.';

/**
 * Every character the pages show in elements the selectors match: the text of each match and all inside
 * it, or what a matched pseudo-element shows, and both cases of every letter (a `text-transform` elsewhere in the
 * stylesheet may change them). A selector the DOM cannot evaluate counts every character of the page, so
 * the result never falls short for lack of understanding.
 */
export async function charactersIn(pages: string[], users: FamilyUser[]): Promise<string> {
  const found = new Set<string>();
  const add = (text: string) => {
    for (const char of text) {
      // Line breaks and tabs in the HTML show as spaces; a no-break or thin space shows as itself.
      if (/[\t\n\r\f]/.test(char)) found.add(' ');
      else found.add(char).add(char.toLowerCase()).add(char.toUpperCase());
    }
  };
  const window = new Window();
  try {
    for (const page of pages) {
      const document = new window.DOMParser().parseFromString(page, 'text/html');
      for (const user of users) {
        let matches: { textContent: string | null }[];
        try {
          matches = [...document.querySelectorAll(user.selector)];
        } catch {
          matches = [document.body];
        }
        if (matches.length === 0) continue;
        // A pseudo-element shows its own content (or a counter), not the text of the element it decorates.
        if (user.pseudoElement) add(COUNTER_CHARACTERS + user.content.join(''));
        else for (const element of matches) add(element.textContent ?? '');
      }
    }
  } finally {
    await window.happyDOM.close();
  }
  return [...found].filter((char) => [...char].length === 1).sort().join('');
}
