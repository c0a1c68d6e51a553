// Every built page as the W3C's Nu Html Checker (vnu.jar) reads it: no error, and nothing else it says beyond the
// messages docs/engineering/html-validity.md keeps, each with its reason.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { findJava } from '../../scripts/find-java.mjs';
import { everySite, labelledRoutes } from './support/sites.ts';

/** One message of the checker's JSON output (`--format json`). */
interface CheckerMessage {
  /** `error`, `info` (with `subType: 'warning'` for a warning), or `non-document-error` when it could not read the page. */
  type: string;
  subType?: string;
  url: string;
  message: string;
  lastLine?: number;
  firstColumn?: number;
}

const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
const DOC = 'docs/engineering/html-validity.md';

/**
 * The messages the doc keeps: each item of its "What the checker still says" list starts with the message's words
 * in backticks, then says why it stays.
 */
async function keptMessages(): Promise<string[]> {
  const doc = await readFile(DOC, 'utf8');
  const section = /^## What the checker still says\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(doc)?.[1];
  if (!section) throw new Error(`${DOC} has no "## What the checker still says" section.`);
  return [...section.matchAll(/^- `([^`]+)`/gm)].map((match) => match[1]!);
}

/**
 * Each page at its address, as the host serves it: over HTTP the checker weighs the page's Content-Security-Policy
 * against its real origin (from a file, no `'self'` would match). A path no page has is answered with 404.html, whose
 * status the checker refuses to read past, so the not-found page is checked at its own address.
 */
const pages = everySite().flatMap((site) =>
  labelledRoutes(site).map((route) => ({
    label: `${site.base.replace(/\/$/, '')}${route.label}`,
    url: new URL(route.notFound ? '404.html' : route.path, site.url).href,
  })),
);

let messages: CheckerMessage[];
let kept: string[];

beforeAll(async () => {
  const java = findJava();
  if (!java)
    throw new Error(
      'No Java 11 or newer to run the Nu Html Checker in: `npm test` says how to get one (scripts/ensure-deps.mjs).',
    );
  kept = await keptMessages();
  // One run for every page of both builds: starting the checker costs more than checking a page.
  const args = [
    // The checker refuses to fetch from this machine unless told: the sites are served here.
    '-Dnu.validator.servlet.allow-forbidden-hosts=true',
    '-jar',
    VNU_JAR,
    '--format',
    'json',
    ...pages.map((page) => page.url),
  ];
  // It exits non-zero when it finds an error, and writes its report on stderr either way.
  const report = await promisify(execFile)(java, args, { maxBuffer: 64 * 1024 * 1024 }).then(
    ({ stderr }) => stderr,
    (error: { stderr?: string }) => error.stderr ?? '',
  );
  messages = (JSON.parse(report) as { messages: CheckerMessage[] }).messages;
}, 180_000);

const isKept = (message: CheckerMessage) =>
  message.type === 'info' && kept.some((words) => message.message.includes(words));
const described = (message: CheckerMessage) =>
  `${message.url}:${message.lastLine ?? '?'}:${message.firstColumn ?? '?'}  ${message.type}${message.subType ? ` (${message.subType})` : ''}: ${message.message}`;

describe('the W3C Nu Html Checker', () => {
  it.each(pages)('finds no error on $label, and says nothing the doc does not keep', ({ url }) => {
    const onPage = messages.filter((message) => message.url === url);
    expect(onPage.filter((message) => !isKept(message)).map(described)).toEqual([]);
  });

  it('reports on the pages it was given, and still says each message the doc keeps, so the doc lists none that has gone', () => {
    const urls = new Set(pages.map((page) => page.url));
    expect(messages.filter((message) => !urls.has(message.url)).map(described)).toEqual([]);
    expect(kept.length).toBeGreaterThan(0);
    for (const words of kept)
      expect(
        messages.some((message) => message.message.includes(words)),
        words,
      ).toBe(true);
  });
});
