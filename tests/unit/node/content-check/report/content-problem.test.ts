// @vitest-environment node
// A content problem is a vfile message, as remark-lint's rules report theirs: the unified tools sort, count and
// report it, and it carries the address of its explanation.
import { VFileMessage } from 'vfile-message';
import { describe, expect, it } from 'vitest';
import {
  ContentProblem,
  formatProblem,
  hasErrors,
  sortProblems,
} from '../../../../../src/node/content-check/report/content-problem.ts';
import { formatReport } from '../../../../../src/node/content-check/report/terminal-report.ts';

const error = new ContentProblem({
  file: 'content/b.mdx',
  line: 3,
  column: 2,
  message: 'Unknown tag <sectin>.',
  severity: 'error',
  kind: 'tag-unknown',
});
const warning = new ContentProblem({
  file: 'content/a.mdx',
  line: 1,
  column: 1,
  message: 'Link "http://x.test/" is not https:.',
  severity: 'warning',
  kind: 'link-insecure',
});

describe('a content problem', () => {
  it('is a vfile message: reason, place, ruleId its kind, url its docs anchor, fatal for an error', () => {
    expect(error).toBeInstanceOf(VFileMessage);
    expect(error).toMatchObject({
      reason: 'Unknown tag <sectin>.',
      line: 3,
      column: 2,
      ruleId: 'tag-unknown',
      fatal: true,
      source: 'content-check',
    });
    expect(error.url).toBe('docs/writing/messages/components.md#tag-unknown');
    expect(warning).toMatchObject({ fatal: false, kind: 'link-insecure', severity: 'warning' });
  });

  it('is one line, whatever the value it quotes holds', () => {
    const quoted = new ContentProblem({ ...warning.fields(), message: 'Link "a\nb" is not https:.' });
    expect(formatProblem(quoted)).toBe('content/a.mdx:1:1  warning: Link "a\\nb" is not https:.');
  });

  it('survives a structured clone (a worker thread) as its fields', () => {
    expect(new ContentProblem(structuredClone(error.fields()))).toEqual(error);
  });

  it('is listed errors first, counted, and printed with the address of its explanation', () => {
    const problems = sortProblems([warning, error]);
    expect(problems).toEqual([error, warning]);
    expect(hasErrors(problems)).toBe(true);
    expect(hasErrors([warning])).toBe(false);
    expect(formatReport(problems)).toBe(
      [
        'content/b.mdx:3:2  Unknown tag <sectin>.  docs/writing/messages/components.md#tag-unknown',
        'content/a.mdx:1:1  warning: Link "http://x.test/" is not https:.  docs/writing/messages/links-and-images.md#link-insecure',
        '',
        'Content check: 1 error, 1 warning.',
      ].join('\n'),
    );
  });
});
