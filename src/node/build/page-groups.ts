import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Pages per server build on a large site. The bundler holds every module of a build until it writes the bundle (about
 * 1.3 MB a page of content/research.mdx's length), so a site built in groups of this many pages holds no more at 1,000
 * pages than at 200. Each build costs its start, about a third of a second.
 */
export const PAGES_PER_SERVER_BUILD = 200;

/** The pages per server build: PAGES_PER_SERVER_BUILD when it is a count (a test builds the site in groups of two). */
export function pagesPerServerBuild(env: NodeJS.ProcessEnv = process.env): number {
  const chosen = Number(env.PAGES_PER_SERVER_BUILD);
  return Number.isInteger(chosen) && chosen > 0 ? chosen : PAGES_PER_SERVER_BUILD;
}

/** The page glob as src/pages.ts writes it: a group's build puts its own patterns in its place. */
const PAGE_GLOB = "import.meta.glob<PageModule>('/content/**/*.mdx')";
const ALL_PAGES = '/content/**/*.mdx';

/**
 * The site's pages ('content/x.mdx') in groups of `size`, each as the patterns its server build's page glob takes:
 * every page but the other groups'. Vite's glob still decides what a page is (it leaves out a name that starts with a
 * dot), so a page not in `pageFiles` is in every group: leave out the not-found page, which every bundle's routes need.
 * One group (a small site) is the glob as written.
 */
export function pageGroups(pageFiles: string[], size = pagesPerServerBuild()): string[][] {
  const grouped = [...pageFiles].sort();
  if (grouped.length <= size) return [[ALL_PAGES]];
  const groups: string[][] = [];
  for (let start = 0; start < grouped.length; start += size) groups.push(grouped.slice(start, start + size));
  return groups.map((group) => {
    const own = new Set(group);
    const others = grouped.filter((file) => !own.has(file));
    return [ALL_PAGES, ...others.map((file) => `!/${globLiteral(file)}`)];
  });
}

/** A file's path ('content/x.mdx') as a glob that matches only it: the characters a glob reads as patterns escaped. */
function globLiteral(file: string): string {
  return file.replace(/[\\*?[\](){}!+@|]/g, '\\$&');
}

/** The server build of one page group: src/pages.ts globs the group's `patterns` instead of every page. */
export function pageGroupPlugin(patterns: string[]): Plugin {
  let pagesModule = '';
  return {
    name: 'family-glue:page-group',
    enforce: 'pre',
    configResolved(config) {
      pagesModule = path.join(config.root, 'src/pages.ts');
    },
    transform: {
      filter: { id: /[\\/]src[\\/]pages\.ts$/ },
      handler(code, id) {
        if (path.normalize(id) !== pagesModule) return undefined;
        // Without the glob to replace, every group's bundle would hold every page, and as much memory as one build.
        if (!code.includes(PAGE_GLOB)) throw new Error(`src/pages.ts no longer reads its pages with ${PAGE_GLOB}`);
        return code.replace(PAGE_GLOB, `import.meta.glob<PageModule>(${JSON.stringify(patterns)})`);
      },
    },
  };
}
