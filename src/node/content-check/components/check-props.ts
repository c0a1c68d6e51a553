import type { MdxJsxAttribute } from 'mdast-util-mdx-jsx';
import type { z } from 'zod';
import { closestName } from '../report/closest-name.ts';
import type { ProblemKind } from '../messages/catalogue.ts';
import { problem, type ProblemPlace } from '../messages/problem.ts';
import type { ContentProblem } from '../report/content-problem.ts';
import type { CheckContext } from '../context.ts';
import { pathLabel } from '../report/value-path.ts';
import { codeValue, jsxProp } from '../messages/value-writing.ts';
import { readIssue, type ValueKind } from '../messages/zod-issue-words.ts';
import {
  attributeExpression,
  attributeValue,
  codePlace,
  jsxElements,
  namedAttributes,
  nodeAtPath,
} from '../page/jsx.ts';
import type { ParsedPage } from '../page/parse-page.ts';
import { propInfo } from './prop-schema.ts';

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
    const component = element.name;
    const at = (place: Place | undefined): ProblemPlace => {
      const start = place ?? element.position?.start ?? { line: 1, column: 1 };
      return { file: page.file, line: start.line, column: start.column };
    };
    const shape = spec.props.shape as Record<string, z.ZodType>;
    const known = Object.keys(shape);
    const given = namedAttributes(element);

    for (const attribute of given) {
      const schema = shape[attribute.name];
      const start = attribute.position?.start;
      if (!schema) {
        const suggestion = closestName(attribute.name, known);
        problems.push(problem('prop-unknown', { component, prop: attribute.name, suggestion, known }, at(start)));
        continue;
      }
      const wrong = propValueProblem(component, attribute, schema, context.site.value, (inside) => at(inside ?? start));
      if (wrong) problems.push(wrong);
    }

    const givenNames = new Set(given.map((attribute) => attribute.name));
    const hasSpread = element.attributes.some((attribute) => attribute.type === 'mdxJsxExpressionAttribute');
    for (const [prop, schema] of Object.entries(shape)) {
      const info = propInfo(schema);
      if (info.required && !givenNames.has(prop) && !hasSpread) {
        problems.push(problem('prop-missing', { component, prop, info }, at(undefined)));
      }
    }

    const hasCopy = element.children.some((child) => child.type !== 'text' || child.value.trim() !== '');
    if (spec.children === 'required' && !hasCopy)
      problems.push(problem('children-missing', { component }, at(undefined)));
    else if (spec.children === 'none' && hasCopy)
      problems.push(problem('children-unexpected', { component }, at(undefined)));
  }
  return problems;
}

/**
 * What is wrong with a prop's value, if anything. `at` places it: at the prop, or at the place inside its braces
 * (a list's item, a group's field) when the value is written out there.
 */
function propValueProblem(
  component: string,
  attribute: MdxJsxAttribute,
  schema: z.ZodType,
  site: Record<string, unknown>,
  at: (inside: Place | undefined) => ProblemPlace,
): ContentProblem | undefined {
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
  const place = at(expression && inside ? codePlace(nodeAtPath(expression, issue.path)) : undefined);
  if (reading.problem === 'wrong-kind') {
    const wrong = { component, label: pathLabel(prop, issue.path), howTo: reading.howTo };
    if (reading.expected === 'group') return problem('prop-not-group', { ...wrong, inside }, place);
    return problem(kindOfWrongValue[reading.expected], wrong, place);
  }
  if (reading.problem === 'not-option' && !inside) {
    return problem(
      'prop-not-option',
      { component, prop, value, suggestion: reading.suggestion, options: reading.options },
      place,
    );
  }
  // A pattern's own message already says what to write; other rules get the prop's description.
  const ownWords = issue.code === 'invalid_format' && issue.format === 'regex';
  const description = inside || ownWords ? undefined : info.description;
  return problem(
    'prop-invalid',
    {
      component,
      prop,
      value,
      path: inside ? pathLabel(prop, issue.path) : undefined,
      rule: reading.words,
      description,
    },
    place,
  );
}

const kindOfWrongValue = {
  text: 'prop-not-text',
  number: 'prop-not-number',
  boolean: 'prop-not-boolean',
  list: 'prop-not-list',
} as const satisfies Record<Exclude<ValueKind, 'group'>, ProblemKind>;
