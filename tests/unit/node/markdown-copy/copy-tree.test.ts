// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CODE_KEY, copyTree } from '../../../../src/node/markdown-copy/copy-tree.ts';

describe('copyTree', () => {
  it('puts the page’s functions back where the exported tree points to them, in text, props and lists', () => {
    const brand = () => 'Glue';
    const images = () => [{ src: '/a.svg', alt: 'A' }];
    const tree = JSON.stringify([
      {
        type: 'paragraph',
        children: [
          { type: 'text', value: 'We are ' },
          { type: 'mdxTextExpression', value: { [CODE_KEY]: 0 } },
        ],
      },
      {
        type: 'mdxJsxFlowElement',
        name: 'Carousel',
        props: { label: 'Evenings', images: { [CODE_KEY]: 1 }, open: true },
        children: [],
      },
    ]);
    expect(copyTree({ tree, code: [brand, images] })).toEqual([
      {
        type: 'paragraph',
        children: [
          { type: 'text', value: 'We are ' },
          { type: 'mdxTextExpression', value: brand },
        ],
      },
      { type: 'mdxJsxFlowElement', name: 'Carousel', props: { label: 'Evenings', images, open: true }, children: [] },
    ]);
  });

  it('leaves alone an object that only looks like a reference', () => {
    const tree = JSON.stringify([
      { type: 'x', props: { a: { [CODE_KEY]: '0' }, b: { [CODE_KEY]: 0, other: 1 }, c: [0] } },
    ]);
    expect(copyTree({ tree, code: [() => 'no'] })).toEqual([
      { type: 'x', props: { a: { [CODE_KEY]: '0' }, b: { [CODE_KEY]: 0, other: 1 }, c: [0] } },
    ]);
  });
});
