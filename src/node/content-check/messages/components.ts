import type { PropInfo } from '../components/prop-schema.ts';
import { message, says } from './message.ts';

/** A prop as written in the tag: `tone="blue"`, `columns={5}`, or its name alone. */
function written(prop: string, value: unknown): string {
  if (typeof value === 'string') return `${prop}="${value}"`;
  if (typeof value === 'number') return `${prop}={${value}}`;
  return prop;
}

/** How to write a prop: `to="…"`, `tone="plain"`, `columns={2}`, `src={site.links.contactForm}`. */
function example(name: string, info: PropInfo): string {
  if (info.example) return info.example;
  const first = info.options?.[0];
  if (info.kind === 'number') return `${name}={${first ?? 3}}`;
  if (info.kind === 'boolean') return name;
  if (info.kind === 'other') return `${name}={…}`;
  return `${name}="${first ?? '…'}"`;
}

/** A doc sentence as a parenthesis: lower-case start, no final full stop. */
function parenthesis(doc: string): string {
  return doc.replace(/\.$/, '').replace(/^[A-Z](?=[a-z])/, (letter) => letter.toLowerCase());
}

function sentenceEnd(doc: string): string {
  return /[.!?]$/.test(doc) ? doc : `${doc}.`;
}

/**
 * A value of the wrong kind: `label` names the prop, or the place inside its braces (`images[0].src`); `howTo` says
 * how a value of the right kind is written there, with its own punctuation.
 */
interface WrongKind {
  component: string;
  label: string;
  howTo: string;
}

const howTo = ({ howTo }: WrongKind) => howTo;

/** Component names, their props and the copy between their tags: docs/writing/messages/components.md. */
export const components = {
  /** `known` are the components there are, for when no name is close. */
  'component-unknown': message<{ name: string; suggestion?: string; known: string[] }>({
    severity: 'error',
    words: says`Unknown component <${'name'}>.`,
    hint: ({ suggestion, known }) =>
      suggestion ? `Did you mean <${suggestion}>?` : `Use one of: ${known.map((name) => `<${name}>`).join(', ')}.`,
  }),
  'tag-unknown': message<{ name: string; suggestion?: string }>({
    severity: 'error',
    words: says`Unknown tag <${'name'}>.`,
    hint: ({ suggestion }) =>
      `${suggestion ? `Did you mean <${suggestion}>? ` : ''}Components start with a capital letter, and lower-case tags must be HTML elements.`,
  }),
  /** `info` is what the prop's schema says of it: how it is written, and its description. */
  'prop-missing': message<{ component: string; prop: string; info: PropInfo }>({
    severity: 'error',
    words: says`<${'component'}> is missing the "${'prop'}" prop.`,
    hint: ({ prop, info }) =>
      `Add ${example(prop, info)}${info.description ? ` (${parenthesis(info.description)})` : ''}.`,
  }),
  /** `known` are the component's props, for when no name is close. */
  'prop-unknown': message<{ component: string; prop: string; suggestion?: string; known: string[] }>({
    severity: 'error',
    words: says`<${'component'}> has no prop "${'prop'}".`,
    hint: ({ suggestion, known }) =>
      suggestion ? `Did you mean "${suggestion}"?` : known.length ? `Use one of: ${known.join(', ')}.` : 'Remove it.',
  }),
  'prop-not-option': message<{
    component: string;
    prop: string;
    value: unknown;
    suggestion?: string;
    options: (string | number)[];
  }>({
    severity: 'error',
    words: says`<${'component'}> ${({ prop, value }) => written(prop, value)} is not an option.`,
    hint: ({ suggestion, options }) =>
      `${suggestion ? `Did you mean "${suggestion}"? ` : ''}Use one of: ${options.join(', ')}.`,
  }),
  'prop-not-text': message<WrongKind>({
    severity: 'error',
    words: says`<${'component'}> ${'label'} must be text`,
    hint: howTo,
  }),
  'prop-not-number': message<WrongKind>({
    severity: 'error',
    words: says`<${'component'}> ${'label'} must be a number`,
    hint: howTo,
  }),
  'prop-not-boolean': message<WrongKind>({
    severity: 'error',
    words: says`<${'component'}> ${'label'} must be true or false`,
    hint: howTo,
  }),
  'prop-not-list': message<WrongKind>({
    severity: 'error',
    words: says`<${'component'}> ${'label'} must be a list`,
    hint: howTo,
  }),
  /** Inside a prop's braces, fields are written as in the settings file, where they are a group. */
  'prop-not-group': message<WrongKind & { inside: boolean }>({
    severity: 'error',
    words: says`<${'component'}> ${'label'} must be a group`,
    hint: ({ inside, howTo }) => `${inside ? '' : ' of fields'}${howTo}`,
  }),
  /**
   * A value that breaks a rule, in the words of zod's issue (`rule`: "must be at least 1"). `path` names the place
   * inside the prop's braces, when it is there; `description` is the prop's, to say when the rule has no words of
   * its own.
   */
  'prop-invalid': message<{
    component: string;
    prop: string;
    value: unknown;
    path?: string;
    rule: string;
    description?: string;
  }>({
    severity: 'error',
    words: says`<${'component'}> ${({ prop, value, path }) => path ?? written(prop, value)} is not valid`,
    hint: ({ rule, description }) => `: it ${rule}.${description ? ` ${sentenceEnd(description)}` : ''}`,
  }),
  'children-missing': message<{ component: string }>({
    severity: 'error',
    words: says`<${'component'}> is empty.`,
    hint: ({ component }) => `Put its copy between <${component}> and </${component}>.`,
  }),
  'children-unexpected': message<{ component: string }>({
    severity: 'error',
    words: says`<${'component'}> takes no copy between its tags.`,
    hint: ({ component }) => `Write it as <${component} … /> and move the copy outside it.`,
  }),
  /**
   * Written twice with the same value it changes nothing (a warning); with two values, one of them is lost (an
   * error). `firstLine` is where the first one is, when not on this line.
   */
  'prop-duplicate': message<{ component: string; prop: string; same: boolean; firstLine?: number }>({
    severity: ({ same }) => (same ? 'warning' : 'error'),
    words: says`<${'component'}> has the prop "${'prop'}" twice`,
    hint: ({ same, firstLine }) => {
      const where = firstLine === undefined ? 'on this line' : `on line ${firstLine}`;
      return same
        ? `, the same both times (first ${where}). Delete one of them.`
        : ` (first ${where}), and only the last one shows. Keep the one you want and delete the other.`;
    },
  }),
  /** `plain` is the value without its Markdown ('' when nothing is left). */
  'markdown-in-prop': message<{ component: string; prop: string; value: string; plain: string }>({
    severity: 'error',
    words: says`<${'component'}> ${({ prop, value }) => `${prop}="${value}"`} has Markdown, which a prop shows as typed`,
    hint: ({ prop, value, plain }) =>
      `: props take plain words.${plain && plain !== value ? ` Write ${prop}="${plain}".` : ''}`,
  }),
};
