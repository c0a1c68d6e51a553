// @vitest-environment node
// Each component's section of the writing guide shows how the component looks: a picture of its own example
// (npm run docs:pictures, tools/docs-pictures/docs-pictures.ts), small enough to keep in the repository, embedded in the section.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { componentMap } from '../../../src/components/component-map.ts';
import { COMPONENT_DOCS, componentExamples, pictureFile } from '../../../tools/docs-pictures/component-examples.ts';
import { componentSection, markdownFilesUnder, readDocsPage, type DocsPage } from './docs-pages.ts';

const kilobyte = 1024;
/** What one picture may weigh: a palette PNG of a component is a few KB to a few tens. */
const pictureBudget = 64 * kilobyte;

let pages: DocsPage[];
beforeAll(async () => {
  const files = (await markdownFilesUnder(COMPONENT_DOCS)).filter((file) => !file.endsWith('/index.md'));
  pages = await Promise.all(files.map(readDocsPage));
});

describe(`${COMPONENT_DOCS}/pictures/`, () => {
  it.each(Object.keys(componentMap))(
    `has a picture of <%s> within ${pictureBudget / kilobyte} KB, a PNG`,
    async (name) => {
      const file = path.join(COMPONENT_DOCS, pictureFile(name));
      expect(existsSync(file), `${file} is missing: run npm run docs:pictures`).toBe(true);
      const bytes = await readFile(file);
      expect(bytes.length, `${file} weighs ${bytes.length} bytes`).toBeLessThanOrEqual(pictureBudget);
      const { format, width = 0, height = 0 } = await sharp(bytes).metadata();
      expect(format).toBe('png');
      // Cut to something the example draws, not to an empty corner.
      expect(Math.min(width, height)).toBeGreaterThan(32);
    },
  );

  it.each(Object.keys(componentMap))('shows the picture of <%s> in its section, below its example', (name) => {
    const section = componentSection(pages, name)?.text ?? '';
    const example = section.indexOf('```mdx');
    const picture = section.search(new RegExp(`!\\[[^\\]]+\\]\\(${pictureFile(name).replace('.', '\\.')}\\)`));
    expect(picture, `the <${name}> section needs ![…](${pictureFile(name)}) below its example`).toBeGreaterThan(
      example,
    );
    expect(example).toBeGreaterThanOrEqual(0);
  });

  it('finds the example the script photographs for every component', async () => {
    const examples = await componentExamples();
    expect(examples.map((example) => example.name).sort()).toEqual(Object.keys(componentMap).sort());
  });
});
