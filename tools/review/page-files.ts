import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { safeDecode } from '../../src/lib/safe-decode.ts';

/** Files whose text can name other files of the site: pages, stylesheets, scripts, drawings, manifests. */
const NAMES_FILES = /\.(html|css|js|mjs|json|webmanifest|svg)$/;

/**
 * A path as HTML, CSS and scripts write one: after a quote (a template literal's backtick too: the minifier writes
 * import(`./chunk.js`)), a bracket, `=`, a comma or a space (srcset), with an extension, up to a quote, bracket, space,
 * comma, query or fragment. Whatever it catches that is no file of the site is dropped, so it may catch too much but
 * must not miss a file.
 */
const PATH = /(?<=["'`(=,\s]|^)(?:\.{0,2}\/)?[\w@%~+.-]+(?:\/[\w@%~+.-]+)*\.[a-z0-9]{2,12}(?=[?#"'`)\s,]|$)/gim;

/** The files of `dist` a path in `file` can mean: from the file's folder (./chunk.js, url(font.woff2)) or the site's root (/assets/x.css). */
function filesNamed(dist: string, file: string, name: string): string[] {
  const candidates = [path.join(dist, name), path.join(path.dirname(path.join(dist, file)), name)];
  return [...new Set(candidates)]
    .filter(
      (candidate) => candidate.startsWith(dist + path.sep) && existsSync(candidate) && statSync(candidate).isFile(),
    )
    .map((candidate) => path.relative(dist, candidate).split(path.sep).join('/'));
}

/**
 * Every file of the site built into `dist` that the page's HTML file (`htmlFile`, relative to dist) names, and
 * every file those name in turn (a stylesheet's fonts and pictures, a script's chunks): all a browser can load to
 * draw the page. Other pages' HTML is left out: a link to a page does not change how this one looks.
 */
export async function filesOfPage(dist: string, htmlFile: string): Promise<Set<string>> {
  const found = new Set([htmlFile]);
  const toRead = [htmlFile];
  for (let file = toRead.pop(); file !== undefined; file = toRead.pop()) {
    if (!NAMES_FILES.test(file)) continue;
    const text = await readFile(path.join(dist, file), 'utf8');
    for (const name of text.match(PATH) ?? []) {
      for (const named of filesNamed(dist, file, safeDecode(name))) {
        if (found.has(named) || named.endsWith('.html')) continue;
        found.add(named);
        toRead.push(named);
      }
    }
  }
  return found;
}

/**
 * Whether a page is drawn from the same bytes in two builds: its HTML and every file it loads (filesOfPage) are
 * the same in both. Then its screenshots would be the same, and the review need not take them. Files compared once
 * are remembered in `compared`, shared across the pages of one review.
 */
export async function sameFiles(
  before: string,
  after: string,
  htmlFile: string,
  compared = new Map<string, Promise<boolean>>(),
): Promise<boolean> {
  const [filesBefore, filesAfter] = await Promise.all([filesOfPage(before, htmlFile), filesOfPage(after, htmlFile)]);
  if (filesBefore.size !== filesAfter.size || [...filesBefore].some((file) => !filesAfter.has(file))) return false;
  const same = (file: string) => {
    let result = compared.get(file);
    if (!result) {
      result = Promise.all([readFile(path.join(before, file)), readFile(path.join(after, file))]).then(([a, b]) =>
        a.equals(b),
      );
      compared.set(file, result);
    }
    return result;
  };
  return (await Promise.all([...filesBefore].map(same))).every(Boolean);
}
