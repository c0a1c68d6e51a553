import { message, says } from './message.ts';

/** A heading of the page and how its source writes it: `## x`, `<h2>`, or a component's prop. */
interface Heading {
  level: number;
  writtenAs: { kind: 'markdown' | 'tag' } | { kind: 'prop'; component: string; prop: string };
}

const hashes = (level: number) => '#'.repeat(level);

/** The words before "heading": "This ####", or "<Card title> makes a ### heading, and that". */
function described({ level, writtenAs }: Heading): string {
  if (writtenAs.kind === 'prop')
    return `<${writtenAs.component} ${writtenAs.prop}> makes a ${hashes(level)} heading, and that`;
  if (writtenAs.kind === 'tag') return `This <h${level}>`;
  return `This ${hashes(level)}`;
}

function fix({ writtenAs }: Heading, expected: number): string {
  const add = `add a ${hashes(expected)} heading above it`;
  if (writtenAs.kind === 'prop')
    return `Add a ${hashes(expected)} heading above it (the title of its part of the page).`;
  if (writtenAs.kind === 'tag') return `Make it <h${expected}>, or ${add}.`;
  return `Make it ${hashes(expected)}, or ${add}.`;
}

/** The page's outline: docs/writing/messages/headings.md. */
export const headings = {
  'heading-no-h1': message({
    severity: 'error',
    words: says`The page has no # heading.`,
    hint: () => 'Give it one headline, written # Headline, at the top of its copy (inside the <Hero> when it has one).',
  }),
  'heading-second-h1': message<{ heading: Heading; firstLine: number }>({
    severity: 'error',
    words: says`A page has one # heading, its headline, and this is a second`,
    hint: ({ heading, firstLine }) =>
      ` (the first is on line ${firstLine}). ${heading.writtenAs.kind === 'tag' ? 'Make this one <h2>.' : 'Make this one a ## section heading.'}`,
  }),
  /**
   * A heading more than one level below the one before it (`previous`, none when the page has no headline above
   * it), or one that comes before the page's headline (on line `headlineBelow`).
   */
  'heading-skip': message<{ heading: Heading; previous?: { line: number; level: number }; headlineBelow?: number }>({
    severity: 'error',
    words: says`${({ heading }) => described(heading)} heading skips a level`,
    hint: ({ heading, previous, headlineBelow }) => {
      if (headlineBelow !== undefined)
        return `: it comes before the page's # headline (line ${headlineBelow}). Move the headline above it.`;
      const before = previous
        ? `the heading before it (line ${previous.line}) is ${hashes(previous.level)}`
        : 'the page has no # headline above it';
      return `: ${before}. ${fix(heading, (previous?.level ?? 1) + 1)}`;
    },
  }),
};
