import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { site } from '../../../content/site.ts';
import { attributeValue, jsxElements, namedAttributes } from '../../../src/node/content-check/page/jsx.ts';
import { parsePage } from '../../../src/node/content-check/page/parse-page.ts';

/** One slide as a page's MDX writes it. */
export interface WrittenSlide {
  src: string;
  alt: string;
  focus?: string;
}

/** The slides of the first <Carousel> in `file` of the project at `project`, read the way the content check reads them. */
export async function carouselSlides(project: string, file: string): Promise<WrittenSlide[]> {
  const source = await readFile(path.join(project, file), 'utf8');
  const { tree } = await parsePage(file, `/${path.basename(file, '.mdx')}`, source);
  const carousel = tree && jsxElements(tree).find((element) => element.name === 'Carousel');
  const images = carousel && namedAttributes(carousel).find((attribute) => attribute.name === 'images');
  const value = images && attributeValue(images, site as unknown as Record<string, unknown>);
  if (!value?.known || !Array.isArray(value.value))
    throw new Error(`${file} has no <Carousel> whose images can be read before the page runs.`);
  return value.value as WrittenSlide[];
}
