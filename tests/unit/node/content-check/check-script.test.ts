// @vitest-environment node
// `npm run check` as a copywriter runs it: every problem in one go, exit code for CI.
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const runCheck = (args: string[] = [], env: NodeJS.ProcessEnv = {}) => {
  // Whatever runs these tests (GitHub Actions, too), the check sees only the environment each test sets.
  const { GITHUB_ACTIONS, GITHUB_STEP_SUMMARY, ...inherited } = process.env;
  const result = spawnSync(process.execPath, ['scripts/check.ts', ...args], {
    encoding: 'utf8',
    env: { ...inherited, ...env },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
};

describe('npm run check', () => {
  it('lists every mistake in a folder of broken pages, errors first, and fails; no workflow commands outside GitHub Actions', () => {
    const { status, stdout } = runCheck(['tests/fixtures/content-mistakes']);
    expect(status).toBe(1);
    expect(stdout).not.toMatch(/^::/m);
    // Checked against the real component map: the fixture's mistakes are ones no new component changes.
    expect(stdout).toMatchInlineSnapshot(`
      "content/brace.mdx:1:1  Frontmatter field "description" is missing. Add description: "…" to the --- block.  docs/writing/messages/frontmatter.md#frontmatter-field-missing
      content/brace.mdx:5:8  A { is never closed. Close it with }, or write \\{ to show a brace as text.  docs/writing/messages/reading.md#mdx-unclosed-brace
      content/broken.mdx:6:1  <Section> is never closed. Add </Section> after its content, or write <Section /> if it wraps nothing.  docs/writing/messages/reading.md#mdx-unclosed-tag
      content/guide.mdx:1:1  This file and content/guide/index.mdx are both the page /guide. Rename or delete one of them.  docs/writing/messages/files.md#route-collision
      content/guide.mdx:3:1  Frontmatter field "description" must be text, not a number. Put the value in quotes.  docs/writing/messages/frontmatter.md#frontmatter-field-type
      content/guide.mdx:4:1  Frontmatter field "colour" is not known. Use only title, description, image, noindex, kind.  docs/writing/messages/frontmatter.md#frontmatter-field-unknown
      content/guide/index.mdx:1:1  This file and content/guide.mdx are both the page /guide. Rename or delete one of them.  docs/writing/messages/files.md#route-collision
      content/index.mdx:6:1  The page has no # heading. Give it one headline, written # Headline, at the top of its copy (inside the <Hero> when it has one).  docs/writing/messages/headings.md#heading-no-h1
      content/index.mdx:6:21  <Section> tone="blue" is not an option. Use one of: plain, cream, navy.  docs/writing/messages/components.md#prop-not-option
      content/index.mdx:10:1  Unknown component <Sektion>. Did you mean <Section>?  docs/writing/messages/components.md#component-unknown
      content/index.mdx:12:1  <ButtonLink> is missing the "to" prop. Add to="…" (where it goes: /research, #booking, or a full https URL).  docs/writing/messages/components.md#prop-missing
      content/index.mdx:14:11  <CardGrid> columns must be a number. Write columns={3}, with braces instead of quotes.  docs/writing/messages/components.md#prop-not-number
      content/index.mdx:15:21  <Card> has no prop "titel". Did you mean "title"?  docs/writing/messages/components.md#prop-unknown
      content/index.mdx:16:3  <Card> is empty. Put its copy between <Card> and </Card>.  docs/writing/messages/components.md#children-missing
      content/index.mdx:19:1  Link to "/reserch" goes to a page that does not exist. Pages: /, /brace, /broken, /guide, /less-than.  docs/writing/messages/links-and-images.md#link-no-page
      content/index.mdx:19:30  Link to "/guide#step-9" points at #step-9, which content/guide.mdx does not have. Did you mean #step-1? Use a heading's anchor or a <Section id="…">.  docs/writing/messages/links-and-images.md#link-no-anchor
      content/index.mdx:19:61  Link to "#who-we-were" points at #who-we-were, which this page does not have. Did you mean #who-we-are? Use a heading's anchor or a <Section id="…">.  docs/writing/messages/links-and-images.md#link-no-anchor
      content/index.mdx:21:1  Image "/images/missing.png" is not in public/. Add the file at public/images/missing.png or correct the path.  docs/writing/messages/links-and-images.md#image-missing-file
      content/index.mdx:21:1  Image "/images/missing.png" has no alt text, so screen readers cannot describe it. Describe it in the brackets: ![What the image shows](/images/missing.png).  docs/writing/messages/links-and-images.md#image-no-alt
      content/index.mdx:23:7  Image "/images/hero.svg" has no alt text, so screen readers cannot describe it. Add imageAlt="What the image shows" to <Hero>.  docs/writing/messages/links-and-images.md#image-no-alt
      content/index.mdx:25:41  site.links.presPage is not in content/site.ts. Did you mean site.links.pressPage?  docs/writing/messages/reading.md#site-unknown
      content/index.mdx:27:21  <Card> has the prop "title" twice (first on this line), and only the last one shows. Keep the one you want and delete the other.  docs/writing/messages/components.md#prop-duplicate
      content/index.mdx:29:5  "[the research](/research for more, and *…" shows on the page as typed: a link is written [words](address), both brackets and both parentheses closed, nothing between ] and (. Complete it, or write \\[ to show a bracket.  docs/writing/messages/reading.md#markdown-as-text
      content/index.mdx:29:44  "**why it matters." shows on the page as typed: bold is written **like this**, the signs touching the first and last words. Add the missing half or delete the extra one; write \\* or \\_ to show the sign.  docs/writing/messages/reading.md#markdown-as-text
      content/index.mdx:31:1  This ##### heading skips a level: the heading before it (line 27) is ###. Make it ####, or add a #### heading above it.  docs/writing/messages/headings.md#heading-skip
      content/less-than.mdx:6:6  A < starts a tag here. To show a < as text, write \\< instead.  docs/writing/messages/reading.md#mdx-stray-less-than
      content/notes.md:1:1  content/notes.md is not a page: pages end in .mdx. Rename it to notes.mdx.  docs/writing/messages/files.md#file-not-page
      content/site.ts:7:78  navigation[1].to: Link to "/gone" goes to a page that does not exist. Pages: /, /brace, /broken, /guide, /less-than.  docs/writing/messages/links-and-images.md#link-no-page
      content/site.ts:11:5  Setting links.keynoteBookingFrom is not one the site has. Did you mean keynoteBookingForm?  docs/writing/messages/settings.md#settings-unknown
      content/index.mdx:25:1  warning: Link "http://old.example.org/" is not https:. Use the https:// address so visitors are not warned the page is not secure.  docs/writing/messages/links-and-images.md#link-insecure
      content/site.ts:4:16  warning: speakerName "Our Founder" is still a placeholder. Replace it with the real value, then delete PLACEHOLDER from the comment above it.  docs/writing/messages/settings.md#placeholder-value
      content/site.ts:5:12  warning: Placeholder address https://www.example.com (siteUrl). Replace it with the real address before launch.  docs/writing/messages/settings.md#placeholder-address
      content/site.ts:12:16  warning: Placeholder address https://press.example.com/ (links.pressPage). Replace it with the real address before launch.  docs/writing/messages/settings.md#placeholder-address
      content/site.ts:13:11  warning: links.blog: Link "http://blog.family.test/" is not https:. Use the https:// address so visitors are not warned the page is not secure.  docs/writing/messages/links-and-images.md#link-insecure

      Content check: 29 errors, 5 warnings.
      "
    `);
  }, 30_000);

  it('passes on the real content, with the placeholders listed as warnings', () => {
    const { status, stdout } = runCheck();
    expect(status).toBe(0);
    expect(stdout).toMatch(/Content check: 0 errors, \d+ warnings?\./);
    expect(stdout).toMatch(/^content\/site\.ts:\d+:\d+ {2}warning: Placeholder address https:\/\/[^ ]*example\.com/m);
  }, 30_000);

  it('on GitHub Actions, puts each problem on its line of the pull request and lists them in the job summary', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'check-summary-'));
    const summary = path.join(folder, 'summary.md');
    try {
      const { status, stdout, stderr } = runCheck(['tests/fixtures/content-mistakes'], {
        GITHUB_ACTIONS: 'true',
        GITHUB_STEP_SUMMARY: summary,
        GITHUB_SERVER_URL: 'https://github.com',
        GITHUB_REPOSITORY: 'family/site',
        GITHUB_SHA: 'abc123',
      });
      expect(status).toBe(1);
      expect(stderr).not.toMatch(/\bat .*:\d+:\d+/);
      const commands = stdout.split('\n').filter((line) => line.startsWith('::'));
      const lines = stdout.split('\n').filter((line) => /^content\/\S+:\d+:\d+ {2}/.test(line));
      expect(commands).toHaveLength(lines.length);
      expect(commands).toContain(
        '::error file=content/brace.mdx,line=5,col=8,title=See docs/writing/messages/reading.md#mdx-unclosed-brace::A { is never closed. Close it with }, or write \\{ to show a brace as text.',
      );
      expect(commands).toContain(
        '::warning file=content/index.mdx,line=25,col=1,title=See docs/writing/messages/links-and-images.md#link-insecure::Link "http://old.example.org/" is not https:. Use the https:// address so visitors are not warned the page is not secure.',
      );
      const written = await readFile(summary, 'utf8');
      expect(written).toMatch(/^## Content check: 29 errors, 5 warnings$/m);
      expect(written).toContain(
        '| error | [content/index.mdx:10:1](https://github.com/family/site/blob/abc123/content/index.mdx#L10) | Unknown component &lt;Sektion&gt;. Did you mean &lt;Section&gt;? | [component-unknown](https://github.com/family/site/blob/abc123/docs/writing/messages/components.md#component-unknown) |',
      );
      expect(written.split('\n').filter((line) => /^\| (error|warning) \|/.test(line))).toHaveLength(lines.length);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }, 30_000);
});
