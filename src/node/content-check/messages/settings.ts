import { codeExample } from './value-writing.ts';
import type { ValueKind } from './zod-issue-words.ts';
import { message, says } from './message.ts';

/**
 * What stops TypeScript reading the settings file: a list or group never closed, a missing comma, a type that is
 * not one after `as`, or TypeScript's own words (`text`).
 */
type SyntaxSlip =
  | { slip: 'unclosed-group' }
  | { slip: 'missing-comma' }
  | { slip: 'not-a-type'; type: string; setting: string }
  | { slip: 'other'; text: string };

function syntaxWords(slip: SyntaxSlip): { what: string; fix: string } {
  switch (slip.slip) {
    case 'unclosed-group':
      return { what: 'a [ or { before this is never closed', fix: 'Close each list with ] and each group with }.' };
    case 'missing-comma':
      return {
        what: 'a comma is missing before this',
        fix: 'Each setting ends with a comma: put , at the end of the value before it.',
      };
    case 'not-a-type':
      return {
        what: `"as ${slip.type}" after ${slip.setting} is not a type`,
        fix: 'Write as boolean after true or false, or nothing.',
      };
    case 'other':
      return { what: slip.text, fix: 'Check the quotes, commas and brackets on this line and the one before.' };
  }
}

/** Code as a message quotes it: its first line, at most 40 characters. */
function shorten(code: string): string {
  const firstLine = code.split('\n')[0]!.trim();
  return firstLine.length > 40 || firstLine !== code.trim() ? `${firstLine.slice(0, 39)}…` : firstLine;
}

/** What to write instead of code where a value belongs: true or false misspelt, a word without quotes, or any value. */
function codeHint(code: string): string {
  const word = /^[\p{L}\p{N} _.,!?&'-]+$/u.test(code) && !/^(true|false)$/i.test(code);
  if (/^(True|False|TRUE|FALSE|ture|flase|fasle|treu)$/.test(code))
    return 'Write true or false, in lower case, without quotes.';
  return word
    ? `Put text in quotes: '${code}'. Numbers, true and false go without quotes.`
    : "Write a value: text in quotes ('…'), a number, true or false, a list in [ ] or a group in { }.";
}

/** A choice as the settings file writes it: text in quotes, a number without. */
function choiceAsWritten(choice: string | number): string {
  return typeof choice === 'string' ? `'${choice}'` : String(choice);
}

/**
 * A value of the wrong kind: `howTo` says how a value of the right kind is written in the settings file, with its
 * own punctuation.
 */
interface WrongKind {
  setting: string;
  howTo: string;
}

const howTo = ({ howTo }: WrongKind) => howTo;

/** The settings file, content/site.ts: docs/writing/messages/settings.md. */
export const settings = {
  'settings-syntax': message<SyntaxSlip>({
    severity: 'error',
    words: says`The settings file cannot be read here`,
    hint: (slip) => `: ${syntaxWords(slip).what}. ${syntaxWords(slip).fix}`,
  }),
  'settings-comment': message({
    severity: 'error',
    words: says`This comment is never closed.`,
    hint: () => 'End it with */.',
  }),
  'settings-no-site': message({
    severity: 'error',
    words: says`The settings file must start its settings with export const site = {`,
    hint: () => ' and end them with } as const;. Restore those lines (git shows how they were).',
  }),
  'settings-extra-code': message({
    severity: 'error',
    words: says`Only settings belong in content/site.ts.`,
    hint: () => 'Remove this line, or write the setting inside export const site = { … }.',
  }),
  /** Code where a setting's value belongs, or where a setting (`name: value`) belongs in the group `setting`. */
  'settings-code-value': message<{ setting: string; code: string; where: 'value' | 'setting' }>({
    severity: 'error',
    words: says`Setting ${'setting'} is written as code`,
    hint: ({ code, where }) =>
      where === 'setting'
        ? ` where a setting belongs: ${shorten(code)}. Write each setting as name: value.`
        : `: ${shorten(code)}. ${codeHint(code)}`,
  }),
  'settings-duplicate': message<{ setting: string }>({
    severity: 'error',
    words: says`Setting ${'setting'} is written twice.`,
    hint: () => 'Keep one of them (the last one would win).',
  }),
  /** With the name meant, or the names the group has. */
  'settings-unknown': message<{ setting: string } & ({ suggestion: string } | { known: string[] })>({
    severity: 'error',
    words: says`Setting ${'setting'} is not one the site has.`,
    hint: (data) =>
      'suggestion' in data ? `Did you mean ${data.suggestion}?` : `Use one of: ${data.known.join(', ')}.`,
  }),
  /** `key` is its name in its `group` ('' for the top level); `expected` the kind of value it takes, when known. */
  'settings-missing': message<{ setting: string; key: string; group: string; expected: ValueKind | undefined }>({
    severity: 'error',
    words: says`Setting ${'setting'} is missing.`,
    hint: ({ key, group, expected }) => `Add ${key}: ${codeExample(expected)}${group ? ` inside ${group}` : ''}.`,
  }),
  'settings-not-text': message<WrongKind>({
    severity: 'error',
    words: says`Setting ${'setting'} must be text`,
    hint: howTo,
  }),
  'settings-not-number': message<WrongKind>({
    severity: 'error',
    words: says`Setting ${'setting'} must be a number`,
    hint: howTo,
  }),
  'settings-not-boolean': message<WrongKind>({
    severity: 'error',
    words: says`Setting ${'setting'} must be true or false`,
    hint: howTo,
  }),
  'settings-not-list': message<WrongKind>({
    severity: 'error',
    words: says`Setting ${'setting'} must be a list`,
    hint: howTo,
  }),
  'settings-not-group': message<WrongKind>({
    severity: 'error',
    words: says`Setting ${'setting'} must be a group`,
    hint: howTo,
  }),
  /** `orPage` when the setting may also be a page of this site (a link). */
  'settings-not-address': message<{ setting: string; value: string; orPage: boolean }>({
    severity: 'error',
    words: says`Setting ${'setting'} is not a web address`,
    hint: ({ value, orPage }) =>
      orPage
        ? ` or a page of this site: "${value}". Write /research for a page here, or the full address starting with https://.`
        : `: "${value}". Write the full address, starting with https://.`,
  }),
  'settings-not-path': message<{ setting: string; value: string }>({
    severity: 'error',
    words: says`Setting ${'setting'} must start with /`,
    hint: ({ value }) =>
      `: "${value}". Write the path from public/, such as /images/social-preview.png for public/images/social-preview.png.`,
  }),
  'settings-not-repository': message<{ setting: string; value: string }>({
    severity: 'error',
    words: says`Setting ${'setting'} is not a repository's address on GitHub`,
    hint: ({ value }) =>
      `: "${value}". Write the address of the repository's page there, such as https://github.com/owner/name, with nothing after its name.`,
  }),
  'settings-not-page-address': message<{ setting: string; value: string }>({
    severity: 'error',
    words: says`Setting ${'setting'} must be a page's address`,
    hint: ({ value }) =>
      `: "${value}". Write it from the site's root, such as /research, without #, ? or spaces: a redirect leads from one address of this site to one of its pages.`,
  }),
  /** A value that breaks a rule, in the words of zod's issue (`rule`: "must not be empty"), or is not among the `options`. */
  'settings-invalid': message<
    { setting: string } & ({ rule: string } | { options: (string | number)[]; suggestion?: string })
  >({
    severity: 'error',
    words: says`Setting ${'setting'} is not valid`,
    hint: (data) => {
      if ('rule' in data) return `: it ${data.rule}.`;
      const suggestion = data.suggestion === undefined ? '' : ` Did you mean ${choiceAsWritten(data.suggestion)}?`;
      return `: it must be one of: ${data.options.map(choiceAsWritten).join(', ')}.${suggestion}`;
    },
  }),
  // Often a misspelt name; harmless otherwise: a warning.
  'settings-unused': message<{ setting: string }>({
    severity: 'warning',
    words: says`Setting ${'setting'} is not used by any page.`,
    hint: ({ setting }) => `Use it in a page as {site.${setting}}, or delete it.`,
  }),

  /** `pages` are the site's addresses, for when none is close. */
  'redirect-no-page': message<{ to: string; suggestion?: string; pages: string[] }>({
    severity: 'error',
    words: says`Redirect to "${'to'}" goes to a page that does not exist.`,
    hint: ({ suggestion, pages }) =>
      suggestion ? `Did you mean "${suggestion}"?` : `Write the address of one of these pages: ${pages.join(', ')}.`,
  }),
  'redirect-shadows-page': message<{ from: string; file: string }>({
    severity: 'error',
    words: says`Redirect from "${'from'}" would hide the page ${'file'}.`,
    hint: () => 'To retire that page, delete its file first; to keep it, redirect from an address no page has.',
  }),
  'redirect-twice': message<{ from: string }>({
    severity: 'error',
    words: says`Redirect from "${'from'}" is written twice.`,
    hint: () => 'Keep one of them: the first one would win.',
  }),

  // Placeholders are listed together before launch, without stopping a build: warnings.
  'placeholder-address': message<{ value: string; setting: string }>({
    severity: 'warning',
    words: says`Placeholder address ${'value'}`,
    hint: ({ setting }) => ` (${setting}). Replace it with the real address before launch.`,
  }),
  'placeholder-value': message<{ setting: string; value: string }>({
    severity: 'warning',
    words: says`${({ setting, value }) => `${setting} "${value}"`} is still a placeholder.`,
    hint: () => 'Replace it with the real value, then delete PLACEHOLDER from the comment above it.',
  }),
};
