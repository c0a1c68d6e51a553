// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  repositoryFromEnv,
  stepSummary,
  workflowCommands,
} from '../../../../../src/node/content-check/report/github.ts';
import { ContentProblem, type ProblemFields } from '../../../../../src/node/content-check/report/content-problem.ts';

const problem = (overrides: Partial<ProblemFields>) =>
  new ContentProblem({
    file: 'content/index.mdx',
    line: 12,
    column: 3,
    message: 'Unknown component <Sektion>. Did you mean <Section>?',
    severity: 'error',
    kind: 'component-unknown',
    ...overrides,
  });

describe('GitHub workflow commands', () => {
  it('puts an error and a warning on their file, line and column', () => {
    expect(
      workflowCommands([
        problem({}),
        problem({
          severity: 'warning',
          line: 4,
          column: 1,
          message: 'Link "http://x.test/" is not https:.',
          kind: 'link-insecure',
        }),
      ]),
    ).toMatchInlineSnapshot(`
        [
          "::error file=content/index.mdx,line=12,col=3,title=See docs/writing/messages/components.md#component-unknown::Unknown component <Sektion>. Did you mean <Section>?",
          "::warning file=content/index.mdx,line=4,col=1,title=See docs/writing/messages/links-and-images.md#link-insecure::Link "http://x.test/" is not https:.",
        ]
      `);
  });

  it('escapes what would end the command or a property early; a message is one line already', () => {
    const [command] = workflowCommands([problem({ file: 'content/a,b:c.mdx', message: '100% sure\nsecond line' })]);
    expect(command).toBe(
      '::error file=content/a%2Cb%3Ac.mdx,line=12,col=3,title=See docs/writing/messages/components.md#component-unknown::100%25 sure\\nsecond line',
    );
  });
});

describe('the job summary', () => {
  it('counts the problems and lists each with its place, linked to the line when the repository is known', () => {
    const summary = stepSummary(
      [problem({}), problem({ severity: 'warning', message: 'Image "![x](/a.png)" | *b*', kind: 'image-too-narrow' })],
      repositoryFromEnv({
        GITHUB_SERVER_URL: 'https://github.com',
        GITHUB_REPOSITORY: 'family/site',
        GITHUB_SHA: 'abc',
      }),
    );
    expect(summary).toMatchInlineSnapshot(`
      "## Content check: 1 error, 1 warning

      | | Where | What is wrong, and what to do | Explained in |
      | --- | --- | --- | --- |
      | error | [content/index.mdx:12:3](https://github.com/family/site/blob/abc/content/index.mdx#L12) | Unknown component &lt;Sektion&gt;. Did you mean &lt;Section&gt;? | [component-unknown](https://github.com/family/site/blob/abc/docs/writing/messages/components.md#component-unknown) |
      | warning | [content/index.mdx:12:3](https://github.com/family/site/blob/abc/content/index.mdx#L12) | Image "!\\[x\\](/a.png)" \\| \\*b\\* | [image-too-narrow](https://github.com/family/site/blob/abc/docs/writing/messages/links-and-images.md#image-too-narrow) |

      docs/writing/messages/ explains every message, one page for each group.
      "
    `);
  });

  it('says so when there is nothing to fix, and links nothing without the repository', () => {
    expect(stepSummary([])).toBe(
      '## Content check: 0 errors, 0 warnings\n\nEvery page and the settings file are fine.\n',
    );
    expect(repositoryFromEnv({ GITHUB_REPOSITORY: 'family/site' })).toBeUndefined();
    expect(stepSummary([problem({})])).toContain('| error | content/index.mdx:12:3 |');
  });
});
