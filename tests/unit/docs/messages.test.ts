// @vitest-environment node
// The writing guide's message pages (docs/writing/messages/) must explain every message the content check can
// print, each in a table row whose first cell opens with <a id="KIND"></a>: the anchor each message's address
// ends with (docs/writing/messages/PAGE.md#KIND).
import type { Html, InlineCode, Table } from 'mdast';
import { visit } from 'unist-util-visit';
import { beforeAll, describe, expect, it } from 'vitest';
import { problemKinds } from '../../../src/node/content-check/report/problem-kinds.ts';
import { markdownFilesUnder, readDocsPage } from './docs-pages.ts';

const messagesFolder = 'docs/writing/messages';

/** One row of a messages table: the page, the anchor its first cell opens with, and the words in its backticks. */
interface Row {
  page: string;
  anchor: string | undefined;
  says: string | undefined;
}

let rows: Row[];
beforeAll(async () => {
  const files = (await markdownFilesUnder(messagesFolder)).filter((file) => !file.endsWith('/index.md'));
  rows = [];
  for (const page of await Promise.all(files.map(readDocsPage))) {
    visit(page.tree, 'table', (table: Table) => {
      for (const row of table.children.slice(1)) {
        const cell = row.children[0]!.children;
        const anchor = cell.find((node): node is Html => node.type === 'html');
        const says = cell.find((node): node is InlineCode => node.type === 'inlineCode');
        rows.push({ page: page.file, anchor: /^<a id="([^"]+)">/.exec(anchor?.value ?? '')?.[1], says: says?.value });
      }
    });
  }
});

describe(`${messagesFolder}/`, () => {
  it.each(Object.entries(problemKinds))('explains the message %s in a row anchored by its kind', (kind, says) => {
    const row = rows.find((candidate) => candidate.anchor === kind);
    expect(
      row,
      `a page in ${messagesFolder}/ needs a row for ${kind}: | <a id="${kind}"></a>\`${says}\` | what happened | what to do |`,
    ).toBeDefined();
    expect(row!.says, `the row anchored #${kind} (${row!.page}) must show the words the message says`).toBe(says);
  });

  it('gives every row its kind as an anchor, once', () => {
    expect(rows.filter((row) => row.anchor === undefined).map((row) => row.says)).toEqual([]);
    const anchors = rows.map((row) => row.anchor);
    expect(anchors.filter((anchor, index) => anchors.indexOf(anchor) !== index)).toEqual([]);
  });

  it('explains no message the check cannot print', () => {
    expect(
      rows.filter((row) => row.anchor !== undefined && !(row.anchor in problemKinds)).map((row) => row.anchor),
    ).toEqual([]);
  });
});
