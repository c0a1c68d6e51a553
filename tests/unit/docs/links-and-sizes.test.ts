// @vitest-environment node
// README.md and docs/ stay readable and connected: no page too long to read through, and every link between them
// lands where it says, on GitHub as in an editor (relative paths, #anchors as GitHub makes them from headings).
import { existsSync } from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import type { Html } from 'mdast';
import { visit } from 'unist-util-visit';
import { beforeAll, describe, expect, it } from 'vitest';
import { allDocsPages, headingText, type DocsPage } from './docs-pages.ts';

const kilobyte = 1024;
const readmeBudget = 8 * kilobyte;
const pageBudget = 20 * kilobyte;

let pages: DocsPage[];
beforeAll(async () => {
  pages = await allDocsPages();
});

/** The anchors a page has on GitHub: one per heading (numbered when two read the same), and every HTML id or name. */
function anchorsOf(page: DocsPage): Set<string> {
  const slugger = new GithubSlugger();
  const anchors = new Set<string>();
  visit(page.tree, (node) => {
    if (node.type === 'heading') anchors.add(slugger.slug(headingText(node)));
    if (node.type === 'html')
      for (const match of (node as Html).value.matchAll(/\b(?:id|name)="([^"]+)"/g)) anchors.add(match[1]!);
  });
  return anchors;
}

/** Every link and link definition in a page that points into the project, with where it is. */
function linksOf(page: DocsPage): { url: string; line: number }[] {
  const links: { url: string; line: number }[] = [];
  visit(page.tree, (node) => {
    if (node.type !== 'link' && node.type !== 'definition' && node.type !== 'image') return;
    if (/^[a-z][a-z+.-]*:/i.test(node.url)) return; // https:, mailto: … : another site's business
    links.push({ url: node.url, line: node.position!.start.line });
  });
  return links;
}

describe('README.md and docs/', () => {
  it(`keeps README.md within ${readmeBudget / kilobyte} KB and every docs page within ${pageBudget / kilobyte} KB`, () => {
    const over = pages
      .map((page) => ({
        file: page.file,
        bytes: Buffer.byteLength(page.text),
        budget: page.file === 'README.md' ? readmeBudget : pageBudget,
      }))
      .filter(({ bytes, budget }) => bytes > budget)
      .map(({ file, bytes, budget }) => `${file}: ${bytes} bytes, over ${budget}`);
    expect(over).toEqual([]);
  });

  it('links only to files that exist, and to anchors their pages have', () => {
    const anchors = new Map(pages.map((page) => [page.file, anchorsOf(page)]));
    const broken: string[] = [];
    for (const page of pages) {
      for (const { url, line } of linksOf(page)) {
        const where = `${page.file}:${line} ${url}`;
        if (url.startsWith('/')) {
          broken.push(
            `${where}: starts with /, which GitHub reads from its own root; write the path relative to this file`,
          );
          continue;
        }
        const [target = '', fragment] = url.split('#');
        const file =
          target === ''
            ? page.file
            : path.posix.normalize(path.posix.join(path.posix.dirname(page.file), decodeURI(target)));
        if (!existsSync(file)) broken.push(`${where}: no file ${file}`);
        else if (
          fragment !== undefined &&
          file.endsWith('.md') &&
          !anchors.get(file)?.has(decodeURIComponent(fragment))
        ) {
          broken.push(`${where}: ${file} has no #${fragment}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });
});
