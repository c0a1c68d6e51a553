// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { CopyNode } from '../../../../src/node/markdown-copy/copy-tree.ts';
import { pageMarkdown } from '../../../../src/node/markdown-copy/page-markdown.ts';

const text = (value: string): CopyNode => ({ type: 'text', value });
const paragraph = (...children: CopyNode[]): CopyNode => ({ type: 'paragraph', children });
const tag = (name: string, props: Record<string, unknown>, children: CopyNode[] = [], inline = false): CopyNode => ({
  type: inline ? 'mdxJsxTextElement' : 'mdxJsxFlowElement',
  name,
  props,
  children,
});

/** A page of the site under /preview/x/, its photos served as their largest copy. */
const copy = (nodes: CopyNode[]) =>
  pageMarkdown(nodes, {
    file: 'content/research.mdx',
    pageUrl: 'https://a.org/preview/x/research',
    siteUrl: (path) => `https://a.org/preview/x${path}`,
    picture: (src) => (src.endsWith('.jpg') ? '/_pictures/photo-1600.jpg' : src),
  });

describe('pageMarkdown', () => {
  it('fills in the page’s code, in text and in props', () => {
    const brand = () => 'Family Glue';
    expect(copy([paragraph(text('We are '), { type: 'mdxTextExpression', value: brand }, text('.'))])).toBe(
      'We are Family Glue.\n',
    );
    expect(copy([tag('Card', { title: brand }, [paragraph(text('Words'))])])).toBe('### Family Glue\n\nWords\n');
  });

  it('makes every link and picture an absolute address under the base path', () => {
    const markdown = copy([
      paragraph(
        { type: 'link', url: '/keynote', children: [text('Keynote')] },
        text(' '),
        { type: 'link', url: '#wellness-roi', children: [text('the study')] },
        text(' '),
        tag('ButtonLink', { to: '/#booking' }, [text('Book')], true),
        text(' '),
        { type: 'link', url: 'https://who.int/x', children: [text('WHO')] },
      ),
      paragraph(
        { type: 'image', url: '/images/evening.jpg', alt: 'An evening' },
        { type: 'image', url: '/images/map.svg', alt: 'A map' },
      ),
    ]);
    expect(markdown).toContain('[Keynote](https://a.org/preview/x/keynote)');
    expect(markdown).toContain('[the study](https://a.org/preview/x/research#wellness-roi)');
    expect(markdown).toContain('[Book](https://a.org/preview/x/#booking)');
    expect(markdown).toContain('[WHO](https://who.int/x)');
    expect(markdown).toContain('![An evening](https://a.org/preview/x/_pictures/photo-1600.jpg)');
    expect(markdown).toContain('![A map](https://a.org/preview/x/images/map.svg)');
  });

  it('writes plain HTML tags as the Markdown they stand for, and any other tag as what is inside it', () => {
    const markdown = copy([
      tag('h2', { id: 'why' }, [text('Why us?')]),
      tag('div', { className: 'x' }, [tag('p', {}, [text('Inside '), tag('strong', {}, [text('bold')], true)])]),
      tag('ul', {}, [tag('li', {}, [text('one')]), tag('li', {}, [text('two')])]),
    ]);
    expect(markdown).toBe('## Why us?\n\nInside **bold**\n\n- one\n- two\n');
  });

  it('leaves no paragraph empty where a component writes nothing', () => {
    expect(copy([paragraph(tag('GuideProgress', {}, [], true)), paragraph(text('After'))])).toBe('After\n');
  });

  it('writes an & as it is where it starts no character reference', () => {
    expect(copy([paragraph(text('Optional Q&A, &amp; kept'))])).toBe('Optional Q&A, \\&amp; kept\n');
  });

  it('names the page when its code fails', () => {
    const broken = () => {
      throw new Error('site is not defined');
    };
    expect(() => copy([paragraph({ type: 'mdxTextExpression', value: broken })])).toThrow(
      "content/research.mdx: the Markdown copy could not run the page's code (site is not defined).",
    );
  });
});
