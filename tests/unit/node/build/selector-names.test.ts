import { describe, expect, it } from 'vitest';
import { mayMatch, selectorNames, type PageNames } from '../../../../src/node/build/selector-names.ts';

const page = (tags: string[], classes: string[], ids: string[] = []): PageNames => ({
  tags: new Set(tags),
  classes: new Set(classes),
  ids: new Set(ids),
});

describe('selectorNames', () => {
  it('reads the elements, classes and ids a selector names, Tailwind’s escapes read as the class they stand for', () => {
    expect(selectorNames('.toc-desktop .toc-list>a#top')).toEqual([
      { tags: ['a'], classes: ['toc-desktop', 'toc-list'], ids: ['top'], anyOf: [] },
    ]);
    expect(selectorNames(String.raw`.md\:grid-cols-3,.\[\&_p\+p\]\:mt-3 p+p`)).toEqual([
      { tags: [], classes: ['md:grid-cols-3'], ids: [], anyOf: [] },
      { tags: ['p', 'p'], classes: ['[&_p+p]:mt-3'], ids: [], anyOf: [] },
    ]);
    expect(selectorNames(String.raw`.\31 0xl`)[0]!.classes).toEqual(['10xl']);
  });

  it('takes states, attributes, :not() and pseudo-elements to match: scripts and visitors bring them about', () => {
    const [names] = selectorNames(".carousel:not([data-turning]) .carousel-viewport[role='group']:hover::after");
    expect(names).toEqual({ tags: [], classes: ['carousel', 'carousel-viewport'], ids: [], anyOf: [] });
    expect(selectorNames(':root[data-hydrated],::backdrop')).toEqual([
      { tags: [], classes: [], ids: [], anyOf: [] },
      { tags: [], classes: [], ids: [], anyOf: [] },
    ]);
  });

  it('reads :is(), :where() and :has() as lists of which one must be held, and [class~=x] as a class', () => {
    const [names] = selectorNames('.prose :where(thead th,[class~=lead]):not(:where([class~=not-prose] *))');
    expect(names!.classes).toEqual(['prose']);
    expect(names!.anyOf).toEqual([
      [
        { tags: ['thead', 'th'], classes: [], ids: [], anyOf: [] },
        { tags: [], classes: ['lead'], ids: [], anyOf: [] },
      ],
    ]);
  });
});

describe('mayMatch', () => {
  const names = selectorNames('.prose :where(thead th,[class~=lead])');

  it('holds when every name is on the page and one of each list', () => {
    expect(mayMatch(names, page(['p'], ['prose', 'lead']))).toBe(true);
    expect(mayMatch(names, page(['thead', 'th'], ['prose']))).toBe(true);
  });

  it('fails when the page lacks a name, or every choice of a list', () => {
    expect(mayMatch(names, page(['thead'], ['prose']))).toBe(false);
    expect(mayMatch(names, page(['thead', 'th'], ['lead']))).toBe(false);
    expect(mayMatch(selectorNames('#top'), page([], ['top']))).toBe(false);
  });

  it('holds for a list when any selector in it does', () => {
    expect(mayMatch(selectorNames('.photo-viewer,a'), page(['a'], []))).toBe(true);
  });
});
