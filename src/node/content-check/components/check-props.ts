import type { MdxJsxAttribute } from 'mdast-util-mdx-jsx';
import type { z } from 'zod';
import { closestName } from '../report/closest-name.ts';
import { ContentProblem } from '../report/content-problem.ts';
import type { CheckContext } from '../context.ts';
import { pathLabel } from '../report/value-path.ts';
import { codeValue, jsxProp } from '../report/value-writing.ts';
import { readIssue, type ValueKind } from '../report/zod-issue-words.ts';
import { attributeExpression, attributeValue, codePlace, jsxElements, namedAttributes, nodeAtPath } from '../page/jsx.ts';
import type { ParsedPage } from '../page/parse-page.ts';
import type { ProblemKind } from '../report/problem-kinds.ts';
import { propExample, propInfo } from './prop-schema.ts';

type Place = { line: number; column: number };

/**
 * Each known component's props against the zod schema beside it (`src/components/<Name>.props.ts`):
 * unknown props, missing required ones, the wrong type, a value outside the options or otherwise not
 * valid, and copy where none belongs (or none where it is needed). Values in braces count when they can
 * be known before the page runs: literals, lists and groups of them, and `site.…` settings.
 */
export function checkProps(page: ParsedPage, context: CheckContext): ContentProblem[] {
  if (!page.tree) return [];
  const problems: ContentProblem[] = [];
  for (const element of jsxElements(page.tree)) {
    const spec = element.name ? context.components[element.name] : undefined;
    if (!spec || !element.name) continue;
    const name = element.name;
    const report = (place: Place | undefined, kind: ProblemKind, message: string) => {
      const start = place ?? element.position?.start ?? { line: 1, column: 1 };
      problems.push(new ContentProblem({ file: page.file, line: start.line, column: start.column, message, severity: 'error', kind }));
    };
    const shape = spec.props.shape as Record<string, z.ZodType>;
    const known = Object.keys(shape);
    const given = namedAttributes(element);

    for (const attribute of given) {
      const schema = shape[attribute.name];
      if (!schema) {
        const suggestion = closestName(attribute.name, known);
        report(attribute.position?.start, 'prop-unknown', `<${name}> has no prop "${attribute.name}". ${
          suggestion ? `Did you mean "${suggestion}"?` : known.length ? `Use one of: ${known.join(', ')}.` : 'Remove it.'
        }`);
        continue;
      }
      const problem = propValueProblem(name, attribute, schema, context.site.value);
      if (problem) report(problem.place ?? attribute.position?.start, problem.kind, problem.message);
    }

    const givenNames = new Set(given.map((attribute) => attribute.name));
    const hasSpread = element.attributes.some((attribute) => attribute.type === 'mdxJsxExpressionAttribute');
    for (const [propName, schema] of Object.entries(shape)) {
      const info = propInfo(schema);
      if (info.required && !givenNames.has(propName) && !hasSpread) {
        report(undefined, 'prop-missing', `<${name}> is missing the "${propName}" prop. Add ${propExample(propName, info)}${
          info.description ? ` (${sentence(info.description)})` : ''
        }.`);
      }
    }

    const hasCopy = element.children.some((child) => child.type !== 'text' || child.value.trim() !== '');
    if (spec.children === 'required' && !hasCopy) {
      report(undefined, 'children-missing', `<${name}> is empty. Put its copy between <${name}> and </${name}>.`);
    } else if (spec.children === 'none' && hasCopy) {
      report(undefined, 'children-unexpected', `<${name}> takes no copy between its tags. Write it as <${name} … /> and move the copy outside it.`);
    }
  }
  return problems;
}

interface PropProblem {
  kind: ProblemKind;
  message: string;
  /** Where inside the value the problem is, when the value is a list or group written out. */
  place?: Place;
}

function propValueProblem(component: string, attribute: MdxJsxAttribute, schema: z.ZodType, site: Record<string, unknown>): PropProblem | undefined {
  const evaluated = attributeValue(attribute, site);
  if (!evaluated.known) return undefined;
  const { value } = evaluated;
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  const prop = attribute.name;
  const info = propInfo(schema);
  const issue = result.error.issues[0]!;
  // Inside a prop's braces, a list's items and a group's fields are written as code, as in content/site.ts.
  const inside = issue.path.length > 0;
  const reading = readIssue(issue, value, inside ? codeValue : jsxProp(prop, info.example));
  const expression = attributeExpression(attribute);
  const place = expression && inside ? codePlace(nodeAtPath(expression, issue.path)) : undefined;
  if (reading.problem === 'wrong-kind') {
    return { kind: kindOfWrongValue[reading.expected], message: `<${component}> ${pathLabel(prop, issue.path)} ${reading.words}${reading.howTo}`, place };
  }
  const written = typeof value === 'string' ? `${prop}="${value}"` : typeof value === 'number' ? `${prop}={${value}}` : prop;
  if (reading.problem === 'not-option' && !inside) {
    return {
      kind: 'prop-not-option',
      message: `<${component}> ${written} is not an option. ${reading.suggestion ? `Did you mean "${reading.suggestion}"? ` : ''}Use one of: ${reading.options.join(', ')}.`,
    };
  }
  const shown = inside ? pathLabel(prop, issue.path) : written;
  // A pattern's own message already says what to write; other rules get the prop's description.
  const ownWords = issue.code === 'invalid_format' && issue.format === 'regex';
  const hint = !inside && info.description && !ownWords ? ` ${sentenceEnd(info.description)}` : '';
  return { kind: 'prop-invalid', message: `<${component}> ${shown} is not valid: it ${reading.words}.${hint}`, place };
}

const kindOfWrongValue: Record<ValueKind, ProblemKind> = {
  text: 'prop-not-text',
  number: 'prop-not-number',
  boolean: 'prop-not-boolean',
  list: 'prop-not-list',
  group: 'prop-not-group',
};

/** A doc sentence as a parenthesis: lower-case start, no final full stop. */
function sentence(doc: string): string {
  return doc.replace(/\.$/, '').replace(/^[A-Z](?=[a-z])/, (letter) => letter.toLowerCase());
}

function sentenceEnd(doc: string): string {
  return /[.!?]$/.test(doc) ? doc : `${doc}.`;
}
