import { LineCounter, parseDocument, isMap, isScalar } from 'yaml';
import { frontmatterFields, frontmatterSchema } from './frontmatter-schema.ts';
import type { ContentProblem } from './content-problem.ts';

const fieldList = frontmatterFields.join(', ');

/**
 * Checks a page's YAML frontmatter against the schema and returns every problem, each on the line of
 * the field it is about. `yaml` is the text between the --- lines (undefined when there are none);
 * `firstLine` is the line number of the opening ---.
 */
export function validateFrontmatter(
  yaml: string | undefined,
  file: string,
  firstLine = 1,
): ContentProblem[] {
  const at = (line: number, column: number, message: string): ContentProblem => ({
    file,
    line,
    column,
    message,
    severity: 'error',
  });
  if (yaml === undefined) {
    return [at(1, 1, `Frontmatter is missing. Start the file with a --- block holding ${fieldList}.`)];
  }

  const lines = new LineCounter();
  const doc = parseDocument(yaml, { lineCounter: lines });
  const position = (offset: number) => {
    const { line, col } = lines.linePos(offset);
    return { line: firstLine + line, column: col };
  };
  if (doc.errors.length > 0) {
    return doc.errors.map((error) => {
      const { line, column } = position(error.pos[0]);
      return at(line, column, `Frontmatter is not valid YAML: ${error.message.split('\n')[0]}. Check quotes and colons.`);
    });
  }

  const fieldLine = new Map<string, { line: number; column: number }>();
  if (isMap(doc.contents)) {
    for (const item of doc.contents.items) {
      if (isScalar(item.key) && item.key.range) fieldLine.set(String(item.key.value), position(item.key.range[0]));
    }
  }
  const data: unknown = doc.toJS() ?? {};
  const result = frontmatterSchema.safeParse(data);
  if (result.success) return [];

  const startOfBlock = { line: firstLine, column: 1 };
  return result.error.issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => {
        const where = fieldLine.get(key) ?? startOfBlock;
        return at(where.line, where.column, `Frontmatter field "${key}" is not known. Use only ${fieldList}.`);
      });
    }
    const field = String(issue.path[0] ?? '');
    const where = fieldLine.get(field) ?? startOfBlock;
    const value = (data as Record<string, unknown>)[field];
    if (value === undefined || value === null) {
      return [at(where.line, where.column, `Frontmatter field "${field}" is missing. Add ${field}: "…" to the --- block.`)];
    }
    if (typeof value !== 'string') {
      return [at(where.line, where.column, `Frontmatter field "${field}" must be text, not ${describe(value)}. Put the value in quotes.`)];
    }
    return [at(where.line, where.column, `Frontmatter field "${field}" is empty. Write a value after the colon.`)];
  });
}

function describe(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a group of fields';
  return `a ${typeof value}`;
}
