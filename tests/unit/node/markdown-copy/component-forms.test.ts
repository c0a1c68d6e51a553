// @vitest-environment node
// Every component copywriters can use reads in the Markdown copy with all its words: each one is written with a
// distinct word in every prop that holds words and between its tags, and each word must reach the copy unless the
// component's form says why it leaves that prop out. A component added to the map without a form, or with a form that
// drops words, fails here.
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { site } from '../../../../content/site.ts';
import { componentMap } from '../../../../src/components/component-map.ts';
import { componentForms } from '../../../../src/node/markdown-copy/component-forms.ts';
import type { CopyElement, CopyNode } from '../../../../src/node/markdown-copy/copy-tree.ts';
import { pageMarkdown } from '../../../../src/node/markdown-copy/page-markdown.ts';
import { propRole } from '../../../../src/node/content-check/components/prop-roles.ts';

/** Props whose values must be real for the component to make sense: the calculator's figures. */
const realValues: Record<string, Record<string, unknown>> = {
  CostCalculator: { figures: site.opportunityCost, sum: '{parents} × {affected} × {loss} × {salary} = {cost} wordsum' },
  // Shown as the page shows it: this copy follows the setting.
  WhenRegistration: { open: site.uaeWorkshop.registrationOpen, closed: !site.uaeWorkshop.registrationOpen },
};
/** What sits between the tags, where the component holds other components rather than copy. */
const inside: Record<string, (word: string) => CopyNode[]> = {
  AgendaAccordion: (word) => [
    element('AgendaItem', { time: '00:15', title: `${word}item` }, [paragraph(`${word}words`)]),
  ],
  Steps: (word) => [element('Step', { title: `${word}step`, when: `${word}when` }, [paragraph(`${word}words`)])],
  Facts: (word) => [element('Fact', { value: `${word}value`, label: `${word}label` })],
  StatGrid: (word) => [element('Stat', { value: `${word}value`, label: `${word}label` })],
};

const paragraph = (value: string): CopyNode => ({ type: 'paragraph', children: [{ type: 'text', value }] });
function element(name: string, props: Record<string, unknown>, children: CopyNode[] = []): CopyElement {
  return { type: 'mdxJsxFlowElement', name, props, children };
}

/** A value the schema accepts, with `word` wherever it takes words. */
function sampleValue(schema: z.ZodType, word: string): unknown {
  const def = schema.def as {
    type: string;
    innerType?: z.ZodType;
    element?: z.ZodType;
    shape?: Record<string, z.ZodType>;
    values?: unknown[];
    entries?: Record<string, unknown>;
  };
  switch (def.type) {
    case 'optional':
    case 'readonly':
    case 'default':
      return sampleValue(def.innerType!, word);
    case 'string':
      return word;
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries!)[0];
    case 'literal':
      return def.values![0];
    case 'array':
      return [sampleValue(def.element!, word)];
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape!).map(([key, value]) => [key, sampleValue(value, `${word}${key}`)]),
      );
    default:
      throw new Error(`No sample for a ${def.type} prop: give one in realValues.`);
  }
}

/** The words a sample of the component holds, by the prop (or `children`) they are in. */
function sample(name: string) {
  const spec = componentMap[name]!;
  const props: Record<string, unknown> = {};
  const words = new Map<string, string[]>();
  for (const [prop, schema] of Object.entries(spec.props.shape)) {
    const word = `word${prop.toLowerCase()}`;
    props[prop] = realValues[name]?.[prop] ?? sampleValue(schema, word);
    // Links and pictures are addresses, not words; a picture's alt text is.
    const role = propRole(prop, schema);
    if (role === 'link' || role === 'image') continue;
    if (role === 'images') {
      // Of a list of pictures, only the alt texts are words: the rest (where each is, where its subject sits) is not.
      words.set(
        prop,
        (props[prop] as { alt: string }[]).map((picture) => picture.alt),
      );
    } else if (typeof props[prop] === 'string') {
      words.set(prop, JSON.stringify(props[prop]).match(new RegExp(`${word}\\w*`, 'g')) ?? []);
    }
  }
  const children = spec.children === 'none' ? [] : (inside[name]?.('wordchildren') ?? [paragraph('wordchildren')]);
  if (children.length) words.set('children', ['wordchildren']);
  return { element: element(name, props, children), words };
}

const copyOf = (node: CopyElement) =>
  pageMarkdown([node], {
    file: 'content/x.mdx',
    pageUrl: 'https://a.org/x',
    siteUrl: (path) => `https://a.org${path}`,
    picture: (src) => src,
  });

describe('the Markdown form of each component', () => {
  it('exists for every component in the map, and for nothing else', () => {
    expect(Object.keys(componentForms).sort()).toEqual(Object.keys(componentMap).sort());
  });

  it.each(Object.keys(componentMap))('keeps every word of <%s>, or says why it leaves a prop out', (name) => {
    const { element: sampled, words } = sample(name);
    const copy = copyOf(sampled);
    const leaves = componentForms[name]!.leaves ?? {};
    for (const [prop, expected] of words) {
      if (prop in leaves) continue;
      for (const word of expected)
        expect(
          copy,
          `<${name}>'s ${prop} is lost in its Markdown copy: write it, or list it in its form's leaves with why`,
        ).toContain(word);
    }
  });

  it.each(Object.keys(componentMap))('leaves out only props <%s> has', (name) => {
    const props = [...Object.keys(componentMap[name]!.props.shape), 'children'];
    for (const prop of Object.keys(componentForms[name]!.leaves ?? {})) expect(props).toContain(prop);
  });

  it.each(Object.keys(componentMap))('writes <%s> without markup: no tag, no prop, no braces', (name) => {
    const copy = copyOf(sample(name).element);
    expect(copy).not.toMatch(/<\/?[A-Za-z][^>]*>|\{|\}/);
    expect(copy).not.toContain(name);
  });
});
