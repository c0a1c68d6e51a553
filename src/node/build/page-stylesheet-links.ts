import { createHash } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { WHOLE_STYLESHEET_ATTRIBUTE } from '../../islands/island-contract.ts';
import { writeWhole } from '../cache/write-whole.ts';
import { pageNames, SiteStylesheet } from './site-stylesheet.ts';

/** A stylesheet link as Vite writes it into the template. */
const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;

/**
 * Points each page's stylesheet link at the rules the page uses, so that what blocks its first paint is only
 * those (the whole stylesheet grew past the first round trip: 14 KB gzip). The cut is written beside the whole
 * one as `page-<hash>.css`, shared by every page that keeps the same rules, and the link keeps the whole
 * stylesheet's address in `data-whole-href`: the islands load it as they wake, for the states and parts they
 * draw that no HTML had (a dialog, an error). The whole sheet repeats every rule of the cut in the same order, so
 * loading it after changes nothing already on the screen.
 */
export class PageStylesheets {
  private readonly sheets = new Map<string, Promise<SiteStylesheet>>();
  /** The cuts this worker has written, so a cut many pages share is written once. */
  private readonly written = new Set<string>();

  private readonly outDir: string;
  private readonly base: string;

  constructor(outDir: string, base: string) {
    this.outDir = outDir;
    this.base = base;
  }

  /** The page with its stylesheet links pointed at its cuts, and the files written (relative to outDir). */
  async link(html: string): Promise<{ html: string; written: string[] }> {
    const names = pageNames(html);
    const written: string[] = [];
    let linked = html;
    for (const [tag] of html.matchAll(STYLESHEET_LINK)) {
      const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
      if (!href?.startsWith(this.base)) continue;
      const file = href.slice(this.base.length);
      const css = (await this.sheet(file)).forPage(names);
      const cut = path.posix.join(
        path.posix.dirname(file),
        `page-${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`,
      );
      if (!this.written.has(cut)) {
        await mkdir(path.dirname(path.join(this.outDir, cut)), { recursive: true });
        // Whole or not at all: another worker may be writing the same cut.
        await writeWhole(path.join(this.outDir, cut), css);
        this.written.add(cut);
        written.push(cut);
      }
      linked = linked.replace(
        tag,
        tag.replace(`href="${href}"`, `href="${this.base}${cut}" ${WHOLE_STYLESHEET_ATTRIBUTE}="${href}"`),
      );
    }
    return { html: linked, written };
  }

  private sheet(file: string): Promise<SiteStylesheet> {
    if (!this.sheets.has(file))
      this.sheets.set(
        file,
        readFile(path.join(this.outDir, file), 'utf8').then((css) => new SiteStylesheet(css)),
      );
    return this.sheets.get(file)!;
  }
}
