import { LineCounter, parseDocument, isMap, isScalar } from 'yaml';
import type { z } from 'zod';
import { frontmatterSchema } from './frontmatter-schema.ts';
import type { MessageData, ProblemKind } from '../content-check/messages/catalogue.ts';
import { problem } from '../content-check/messages/problem.ts';
import type { ContentProblem } from '../content-check/report/content-problem.ts';
import { pathLabel } from '../content-check/report/value-path.ts';
import { yamlField } from '../content-check/messages/value-writing.ts';
import { readIssue } from '../content-check/messages/zod-issue-words.ts';

/** The frontmatter block as the MDX pipeline found it (remark-frontmatter's `yaml` node). */
export interface FrontmatterBlock {
  /** The text between the --- lines. */
  value: string;
  /** The line of the opening ---. */
  line: number;
}

/** A page's frontmatter as read: its problems, and when its YAML could be read, its fields and where each is. */
export interface FrontmatterReading {
  problems: ContentProblem[];
  /** The fields' values, when the block is there and its YAML reads as name: value lines. */
  data?: Record<string, unknown>;
  /** Where each field's name is written. */
  fields: Map<string, { line: number; column: number }>;
}

/**
 * Every problem with a page's frontmatter, each on the line it is about. `block` is what the MDX
 * pipeline found (undefined when it found none); `source` is the whole page, to say why it found none
 * and to notice a block whose closing --- was lost, so that it runs on into the page.
 */
export function frontmatterProblems(
  block: FrontmatterBlock | undefined,
  source: string,
  file: string,
): ContentProblem[] {
  return readFrontmatter(block, source, file).problems;
}

/**
 * The frontmatter read once, for its problems and for its fields (the content check also reads its `image`).
 * `schema` is the site's frontmatter schema, unless a test passes one with fields the site's does not have.
 */
export function readFrontmatter(
  block: FrontmatterBlock | undefined,
  source: string,
  file: string,
  schema: z.ZodObject = frontmatterSchema,
): FrontmatterReading {
  const at: At = (line, column, kind, data) => problem(kind, data, { file, line, column });
  const lines = source.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (block === undefined) return { problems: [missingBlockProblem(lines, fieldNames(schema), at)], fields: new Map() };

  const unclosedAt = lostClosingFence(block.value);
  if (unclosedAt !== undefined) {
    const lastField = block.line + unclosedAt;
    return { problems: [at(block.line, 1, 'frontmatter-unclosed', { lastField })], fields: new Map() };
  }

  const { errors, data, fields } = readFields(block);
  if (errors.length > 0) {
    return {
      problems: errors.map(({ line, column, reason }) => at(line, column, 'frontmatter-yaml', { reason })),
      fields,
    };
  }
  if (typeof data !== 'object' || Array.isArray(data) || data === null) {
    return { problems: [at(block.line + 1, 1, 'frontmatter-yaml', {})], fields };
  }
  return {
    problems: schemaProblems(data as Record<string, unknown>, block, fields, schema, at),
    data: data as Record<string, unknown>,
    fields,
  };
}

/** The fields against the frontmatter schema. */
function schemaProblems(
  data: Record<string, unknown>,
  block: FrontmatterBlock,
  fields: FrontmatterReading['fields'],
  schema: z.ZodObject,
  at: At,
): ContentProblem[] {
  // Nothing after the colon reads as YAML's null; to a copywriter it is a field left empty.
  const written = Object.fromEntries(Object.entries(data).map(([name, value]) => [name, value === null ? '' : value]));
  const result = schema.safeParse(written);
  if (result.success) return [];
  const startOfBlock = { line: block.line, column: 1 };
  return result.error.issues.flatMap((issue) => {
    const field = pathLabel('', issue.path);
    const where = fields.get(String(issue.path[0] ?? '')) ?? startOfBlock;
    const here = <Kind extends ProblemKind>(kind: Kind, data: MessageData<Kind>) => [
      at(where.line, where.column, kind, data),
    ];
    const reading = readIssue(issue, written, yamlField(field));
    switch (reading.problem) {
      case 'unknown-keys':
        return reading.keys.map((key) => {
          const place = fields.get(key) ?? startOfBlock;
          return at(place.line, place.column, 'frontmatter-field-unknown', { field: key, fields: fieldNames(schema) });
        });
      case 'missing':
        return here('frontmatter-field-missing', { field, expected: reading.expected });
      case 'empty':
        return here('frontmatter-field-empty', { field });
      case 'wrong-kind':
        return here('frontmatter-field-type', { field, rule: reading.words, howTo: reading.howTo });
      case 'not-option':
        return here('frontmatter-field-type', { field, rule: reading.words, suggestion: reading.suggestion });
      case 'rule':
        return here('frontmatter-field-type', { field, rule: reading.words });
    }
  });
}

/** The fields of a frontmatter block with the place of each, or the YAML errors that stop it being read. */
function readFields(block: FrontmatterBlock) {
  const lineCounter = new LineCounter();
  const doc = parseDocument(block.value, { lineCounter });
  const position = (offset: number) => {
    const { line, col } = lineCounter.linePos(offset);
    return { line: block.line + line, column: col };
  };
  const errors = doc.errors.map((error) => ({
    ...position(error.pos[0]),
    reason: error.message
      .split('\n')[0]!
      .replace(/ at line \d+, column \d+:?$/, '')
      .replace(/\.$/, ''),
  }));
  const fields = new Map<string, { line: number; column: number }>();
  if (isMap(doc.contents)) {
    for (const item of doc.contents.items) {
      if (isScalar(item.key) && item.key.range) fields.set(String(item.key.value), position(item.key.range[0]));
    }
  }
  const data: unknown = errors.length ? undefined : (doc.toJS() ?? {});
  return { errors, data, fields };
}

type At = <Kind extends ProblemKind>(
  line: number,
  column: number,
  kind: Kind,
  data: MessageData<Kind>,
) => ContentProblem;

/** Why a page has no frontmatter block: none at all, an opening --- that is never closed, or a bent fence. */
function missingBlockProblem(lines: string[], fields: string[], at: At): ContentProblem {
  const field = /^[A-Za-z_][\w-]*[ \t]*:/;
  if (/^---[ \t]*$/.test(lines[0]!)) {
    let last = 1;
    while (last < lines.length && (field.test(lines[last]!) || /^[ \t]+\S/.test(lines[last]!))) last++;
    return at(1, 1, 'frontmatter-unclosed', { lastField: last });
  }
  const firstText = lines.findIndex((line) => line.trim() !== '');
  const first = lines[firstText] ?? '';
  const looksLikeFence = /^[ \t]*-[- \t]*$/.test(first);
  if (looksLikeFence || field.test(first)) {
    return at(1, 1, 'frontmatter-fence', { firstLine: firstText > 0 ? '' : first.trim() });
  }
  return at(1, 1, 'frontmatter-missing', { fields });
}

/**
 * When the closing --- is lost, the block runs on to the next --- in the page (a Markdown rule), taking
 * copy with it. Returns the line (within the block) of the last field before the copy starts: the first
 * blank line after which the text is no longer frontmatter, either because it reads as page copy (a
 * tag, an image, an import) or because only the text before it is valid YAML.
 */
function lostClosingFence(yaml: string): number | undefined {
  const lines = yaml.split(/\r?\n/);
  const blank = lines.findIndex((line) => line.trim() === '');
  if (blank === -1) return undefined;
  const rest = lines.slice(blank + 1);
  const readsAsCopy = rest.some((line) => /^(<|import[ \t]|export[ \t]|!\[)/.test(line));
  const before = lines.slice(0, blank).join('\n');
  const onlyBeforeIsYaml = parseDocument(yaml).errors.length > 0 && parseDocument(before).errors.length === 0;
  return readsAsCopy || onlyBeforeIsYaml ? blank : undefined;
}

/** The fields a page may have, for the messages: title, description, image, noindex, kind. */
function fieldNames(schema: z.ZodObject): string[] {
  return Object.keys(schema.shape);
}
