import { describe, expect, it } from 'vitest';
import { charactersIn } from '../../../../src/node/fonts/characters-in.ts';

const user = (selector: string, pseudoElement = false, content: string[] = []) => ({
  selector,
  pseudoElement,
  content,
});

describe('charactersIn', () => {
  it('collects the text of every match on every page, all inside it included, both cases of each letter', async () => {
    const pages = ['<h1>Hi <em>yo</em></h1><p>zzz</p>', '<h2 class="t">Ok!</h2>'];
    expect(await charactersIn(pages, [user('h1'), user('.t')])).toBe(' !HIKOYhikoy');
  });

  it('counts a line break in the HTML as the space it shows as, and a no-break space as itself', async () => {
    expect(await charactersIn(['<h1>a\nb\u00a0c</h1>'], [user('h1')])).toBe(' ABCabc\u00a0'.split('').sort().join(''));
  });

  it('takes what a pseudo-element shows (a counter’s digits, its content), not the text of its element', async () => {
    expect(await charactersIn(['<li class="step">Gather</li>'], [user('.step', true, ['→'])])).toBe('.0123456789→');
  });

  it('adds nothing for a selector no page matches', async () => {
    expect(await charactersIn(['<p>Text</p>'], [user('.fact-value'), user('.step', true)])).toBe('');
  });

  it('counts every character of the page when it cannot evaluate a selector, rather than fall short', async () => {
    expect(await charactersIn(['<h1>ab</h1><p>cd</p>'], [user('h1:unknown-state(')])).toBe('ABCDabcd');
  });
});
