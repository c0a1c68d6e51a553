import { readFrontmatter, type FrontmatterReading } from '../../mdx/validate-frontmatter.ts';
import type { PictureUse } from '../context.ts';
import type { ParsedPage } from '../page/parse-page.ts';

const readings = new WeakMap<ParsedPage, FrontmatterReading>();

/**
 * A page's frontmatter, read once for all that needs it (its own check, the outline check, the page's summary),
 * and kept while the page is.
 */
export function pageFrontmatter(page: ParsedPage): FrontmatterReading {
  let reading = readings.get(page);
  if (!reading) {
    reading = readFrontmatter(page.frontmatter, page.source, page.file);
    readings.set(page, reading);
  }
  return reading;
}

/** The frontmatter's `image`, when it names one: other sites show it, so it must be a picture too. */
export function frontmatterImage(page: ParsedPage): PictureUse | undefined {
  const { data, fields } = pageFrontmatter(page);
  const url = data?.image;
  if (typeof url !== 'string' || url.trim() === '') return undefined;
  const at = fields.get('image') ?? { line: (page.frontmatter?.line ?? 0) + 1, column: 1 };
  return { url, line: at.line, column: at.column };
}
