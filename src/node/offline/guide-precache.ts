import { Parser } from 'htmlparser2';
import { ISLAND_ATTRIBUTES, WHOLE_STYLESHEET_ATTRIBUTE } from '../../islands/island-contract.ts';
import { copyForScreens, type Screen } from './phone-picture.ts';

/** The part of Vite's build manifest (`build.manifest`) read here: each chunk's file and what it loads. */
export interface ViteManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ViteManifestChunk>;

/** What a page shows, read from its HTML: the files it asks for before any script runs, and its islands. */
export interface PageNeeds {
  /** Site paths (base path included) of the stylesheets (with the whole one islands load), the preloaded fonts and each picture's copy for the screens. */
  files: string[];
  /** The islands on the page, by name (`<fg-island module="Carousel">`). */
  islands: string[];
}

/**
 * Reads a pre-rendered page as phones would load it: its stylesheets, the fonts it preloads, and for each
 * picture the one copy the most demanding of the screens takes (from the first `<source>` of a `<picture>`, the best
 * format, or the `<img>`'s own `srcset`, or its `src`). Pictures from other sites and `data:` URLs are left out.
 */
export function pageNeeds(html: string, screens: readonly Screen[]): PageNeeds {
  const files = new Set<string>();
  const islands = new Set<string>();
  let source: Record<string, string> | undefined;
  let inPicture = false;
  const own = (url: string | undefined) => url?.startsWith('/') && !url.startsWith('//');
  const add = (url: string | undefined) => {
    if (own(url)) files.add(url!);
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        // The page's cut of the stylesheet, and the whole one its islands load as they wake (page-stylesheet-links.ts).
        if (name === 'link' && attributes.rel === 'stylesheet')
          [attributes.href, attributes[WHOLE_STYLESHEET_ATTRIBUTE]].forEach(add);
        if (name === 'link' && attributes.rel === 'preload' && attributes.as === 'font') add(attributes.href);
        const island = name === 'fg-island' ? attributes[ISLAND_ATTRIBUTES.module] : undefined;
        if (island) islands.add(island);
        if (name === 'picture') inPicture = true;
        if (name === 'source' && inPicture && !source && attributes.srcset) source = attributes;
        if (name === 'img') {
          const chosen = source ?? (attributes.srcset ? attributes : undefined);
          add(chosen ? copyForScreens(chosen.srcset!, chosen.sizes, screens) : attributes.src);
        }
      },
      onclosetag(name) {
        if (name !== 'picture') return;
        inPicture = false;
        source = undefined;
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return { files: [...files], islands: [...islands] };
}

/**
 * The built scripts a page runs (paths under the site, without the base path): the entry module, what it
 * imports, the code every island shares (React), and each island on the page with what it imports and its
 * stylesheet. Other pages' islands are left out. The entry's own stylesheet is not among them: the page's `<link>`
 * names it (pageNeeds), under the name the build gives it once the heading font is cut.
 */
export function pageScripts(manifest: ViteManifest, islands: string[]): string[] {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error("Vite's build manifest has no entry chunk.");
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Vite's build manifest has no chunk ${key}.`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    if (chunk !== entry) for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key] === entry)!;
  visit(entryKey);
  for (const key of entry.dynamicImports ?? []) {
    const island = /^src\/islands\/([^/]+)\.tsx$/.exec(key);
    if (!island || islands.includes(island[1]!)) visit(key);
  }
  return [...files];
}
