// The outline check (src/node/content-check/copy/check-outline.ts) knows which props a component renders as a
// heading from its schema's `.meta({ heading: n })`, without rendering the page. Rendering each component in
// the map keeps those declarations true: a heading added, removed or moved to another level fails here.
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { site } from '../../../content/site.ts';
import { PicturesContext } from '../../../src/lib/picture.ts';
import { componentMap } from '../../../src/components/component-map.ts';
import { propInfo } from '../../../src/node/content-check/components/prop-schema.ts';
import { useIslandServerProps } from '../../../src/node/render/island-server-props.ts';

const modules = import.meta.glob<Record<string, ComponentType<Record<string, unknown>>>>([
  '../../../src/components/*.tsx',
  '../../../src/islands/*.tsx',
]);

/** The setting a prop's example names (`figures={site.opportunityCost}`), if it names one. */
function settingIn(example: string | undefined): unknown {
  const path = /=\{site\.([\w.]+)\}$/.exec(example ?? '')?.[1];
  return path?.split('.').reduce<unknown>((group, key) => (group as Record<string, unknown> | undefined)?.[key], site);
}

/**
 * A value of the schema's type; every piece of text is `marker`, so a heading shows which prop it came from.
 * A group of settings the example takes from content/site.ts (which holds figures no marker can stand for)
 * is that setting.
 */
function sample(schema: z.ZodType, marker: string): unknown {
  const info = propInfo(schema);
  if (info.options) return info.options[0];
  if (info.kind === 'string') return marker;
  if (info.kind === 'number') return 1;
  const setting = settingIn(info.example);
  if (setting !== undefined) return setting;
  let node = schema;
  while ('innerType' in node.def) node = node.def.innerType as z.ZodType;
  if (node.def.type === 'array') return [sample((node.def as unknown as { element: z.ZodType }).element, marker)];
  if (node.def.type === 'object') {
    const shape = (node as z.ZodObject).shape as Record<string, z.ZodType>;
    return Object.fromEntries(Object.entries(shape).map(([key, value]) => [key, sample(value, `${marker}-${key}`)]));
  }
  throw new Error(`no sample for a ${node.def.type}`);
}

describe('the headings each component renders from its props', () => {
  it.each(Object.keys(componentMap))('<%s> renders exactly the headings its schema declares', async (name) => {
    const spec = componentMap[name]!;
    const module = await modules[`../../../src/${spec.file}.tsx`]!();
    const component = module[name] ?? module.default!;
    const shape = spec.props.shape as Record<string, z.ZodType>;
    // Only the first yes/no prop is switched on: some are either/or (<WhenRegistration open> or closed).
    const firstSwitch = Object.keys(shape).find((prop) => propInfo(shape[prop]!).kind === 'boolean');
    const props = Object.fromEntries(
      Object.entries(shape).map(([prop, schema]) => [
        prop,
        propInfo(schema).kind === 'boolean' ? prop === firstSwitch : sample(schema, `prop-${prop}`),
      ]),
    );
    // With what the server adds to an island's props (a <Carousel>'s words), as a page renders it.
    // biome-ignore lint/correctness/noComponentHookFactories: one component per island in the loop, rendered once
    const AsRendered = () => createElement(component, useIslandServerProps(name, props), 'the copy');
    const html = renderToStaticMarkup(
      createElement(PicturesContext, { value: () => undefined }, createElement(AsRendered)),
    );

    const rendered = [...html.matchAll(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/g)].map(
      ([, level, inner]) => `${/prop-(\w+)/.exec(inner!)?.[1] ?? '(no prop)'}: h${level}`,
    );
    const declared = Object.entries(shape)
      .filter(([, schema]) => propInfo(schema).heading)
      .map(([prop, schema]) => `${prop}: h${propInfo(schema).heading}`);
    expect(rendered).toEqual(declared);
  });
});
