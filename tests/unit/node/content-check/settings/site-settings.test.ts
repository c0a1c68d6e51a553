// @vitest-environment node
// Where readSiteSettings says a setting or a slip is: the line and column an editor shows, whatever the line
// endings, the characters before it, or how the parser itself marks the slip.
import { describe, expect, it } from 'vitest';
import { readSiteSettings } from '../../../../../src/node/content-check/settings/site-settings.ts';

const settings = (...lines: string[]) => ['export const site = {', ...lines, '} as const;', ''].join('\n');

/** Line and column (from 1) of the first `text` in `source`, counted as JavaScript counts a string's characters. */
function placeOf(source: string, text: string, from = 0): { line: number; column: number } {
  const offset = source.indexOf(text, from);
  const before = source.slice(0, offset).split(/\r?\n/);
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

/** The first problem's place and kind. */
function firstProblem(source: string) {
  const [problem] = readSiteSettings(source).problems;
  return problem && { line: problem.line, column: problem.column, kind: problem.ruleId };
}

describe('where a setting is', () => {
  it('counts an emoji before it as two columns, as an editor does, and an accented letter as one', () => {
    const source = settings("  icon: '🙂', word: 'é', after: 'x',");
    const after = readSiteSettings(source).places.get('after')!;
    expect(after.key).toEqual(placeOf(source, 'after'));
    expect(after.value).toEqual(placeOf(source, "'x'"));
    expect(placeOf(source, "'x'").column).toBe("  icon: '🙂', word: 'é', after: ".length + 1);
  });

  it('counts a CRLF as one line break', () => {
    const lf = settings("  brand: 'Family Glue',", '  /** PLACEHOLDER */', "  speakerName: 'Sam',");
    const crlf = lf.replace(/\n/g, '\r\n');
    expect(readSiteSettings(crlf).strings).toEqual(readSiteSettings(lf).strings);
    expect(readSiteSettings(crlf).strings[1]).toMatchObject({
      path: 'speakerName',
      markedPlaceholder: true,
      ...placeOf(crlf, "'Sam'"),
    });
  });

  it('reads a comment above a setting as its own, and one after the comma before it as the setting before', () => {
    const source = settings(
      "  brand: 'Family Glue', // PLACEHOLDER",
      "  speakerName: 'Sam',",
      '  /* PLACEHOLDER */',
      "  siteUrl: 'https://www.family.test',",
    );
    expect(readSiteSettings(source).strings.map(({ path, markedPlaceholder }) => [path, markedPlaceholder])).toEqual([
      ['brand', false],
      ['speakerName', false],
      ['siteUrl', true],
    ]);
  });

  it('points an empty place in a list just after the comma before it', () => {
    const source = settings("  navigation: ['/a', , '/b'],");
    expect(firstProblem(source)).toEqual({ ...placeOf(source, " , '/b'"), kind: 'settings-code-value' });
  });
});

describe('where a slip in the syntax is', () => {
  it('stays on its line after an emoji and with CRLF line endings', () => {
    const source = settings("  icon: '🙂', brand: 'Family Glue,", "  speakerName: 'Sam',").replace(/\n/g, '\r\n');
    expect(firstProblem(source)).toEqual({ ...placeOf(source, "'Family"), kind: 'unclosed-quote' });
  });

  it('points a missing quote at the quote that was opened, an apostrophe inside it or not', () => {
    const source = settings('  brand: "Family\'s Glue,', "  speakerName: 'Sam',");
    expect(firstProblem(source)).toEqual({ ...placeOf(source, '"Family'), kind: 'unclosed-quote' });
    const template = settings('  brand: `Family Glue,', "  speakerName: 'Sam',");
    expect(firstProblem(template)).toEqual({ ...placeOf(template, '`Family'), kind: 'unclosed-quote' });
  });

  it('takes a quote doubled after a value for a missing comma, as it always has', () => {
    const source = settings("  brand: 'Family Glue'',", "  speakerName: 'Sam',");
    expect(readSiteSettings(source).problems[0]).toMatchObject({
      ...placeOf(source, "',"),
      reason: expect.stringContaining('a comma is missing before this'),
    });
  });

  it('points a comment that is never closed at its own start, whatever it holds', () => {
    const source = settings('  /** The name, not /* this', "  brand: 'Family Glue',");
    expect(firstProblem(source)).toEqual({ ...placeOf(source, '/**'), kind: 'settings-comment' });
  });

  it('names a list never closed though an address before it holds //', () => {
    const source = settings(
      "  navigation: ['https://a.family.test/', 'https://b.family.test/',",
      "  brand: 'Family Glue',",
    );
    expect(readSiteSettings(source).problems[0]).toMatchObject({
      ...placeOf(source, ':', source.indexOf('brand')),
      reason: expect.stringContaining('a [ or { before this is never closed'),
    });
  });

  // Oxc marks these a character or a space away from the slip: the check points where it always has.
  it('points a stray # or \\ at itself, and a missing semicolon at the word after it', () => {
    const hash = settings("  brand: #'Family Glue',");
    expect(firstProblem(hash)).toEqual({ ...placeOf(hash, '#'), kind: 'settings-syntax' });
    const backslash = settings("  \\brand: 'Family Glue',");
    expect(firstProblem(backslash)).toEqual({ ...placeOf(backslash, '\\'), kind: 'settings-syntax' });
    const semicolon = settings("  brand: 'Family Glue',", '}, speakerName: false as boolean,');
    expect(firstProblem(semicolon)).toEqual({ ...placeOf(semicolon, 'as boolean'), kind: 'settings-syntax' });
  });

  it('reports what Node would refuse to run: a number with a leading zero, a name with a !', () => {
    const zero = settings('  month: 07,');
    expect(firstProblem(zero)).toEqual({ ...placeOf(zero, '07'), kind: 'settings-syntax' });
    const bang = settings("  brand!: 'Family Glue',");
    expect(firstProblem(bang)).toEqual({ ...placeOf(bang, '!'), kind: 'settings-syntax' });
  });

  it('leaves a second export const site to the check of lines that do not belong', () => {
    const source = `${settings("  brand: 'Family Glue',")}export const site = { brand: 'Glue' };\n`;
    expect(firstProblem(source)).toEqual({ ...placeOf(source, 'export', 1), kind: 'settings-extra-code' });
  });
});
