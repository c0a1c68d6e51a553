// @vitest-environment node
// Every message carries the address of its explanation (the terminal line prints it, the pull request's annotation
// titles it), and that address must lead somewhere: the page exists and holds the anchor.
// DEPENDS ON the docs split (branch i-docs, docs/writing/messages/): red on a branch without those pages, green once
// both are merged.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  messageAddress,
  problemKinds,
  type ProblemKind,
} from '../../../../../src/node/content-check/report/problem-kinds.ts';

const kinds = Object.keys(problemKinds) as ProblemKind[];

describe('the address of every kind of message', () => {
  it('is a page of docs/writing/messages/ with the kind as its anchor', () => {
    for (const kind of kinds)
      expect(messageAddress(kind)).toMatch(new RegExp(`^docs/writing/messages/[a-z-]+\\.md#${kind}$`));
  });

  it.each(kinds)('%s: its page exists and holds the anchor', (kind) => {
    const [page] = messageAddress(kind).split('#') as [string];
    expect(existsSync(page), `${page} is missing`).toBe(true);
    expect(readFileSync(page, 'utf8')).toContain(`id="${kind}"`);
  });
});
