import type { PropSpec } from '../../mdx/component-map.ts';
import { closestName } from '../closest-name.ts';
import type { ContentProblem } from '../content-problem.ts';
import type { CheckContext } from './context.ts';
import { attributeValue, jsxElements, namedAttributes, type JsxElement } from './jsx.ts';
import type { ParsedPage } from './parse-page.ts';

/**
 * Each known component's props against what the component map declares: unknown props, missing
 * required ones, the wrong type, a value outside `oneOf`, and copy where none belongs (or none where
 * it is needed). Values in braces count when they can be known before the page runs: literals and
 * `site.…` settings.
 */
export function checkProps(page: ParsedPage, context: CheckContext): ContentProblem[] {
  if (!page.tree) return [];
  const problems: ContentProblem[] = [];
  for (const element of jsxElements(page.tree)) {
    const spec = element.name ? context.components[element.name] : undefined;
    if (!spec || !element.name) continue;
    const name = element.name;
    const report = (node: { position?: JsxElement['position'] }, message: string) => {
      const start = node.position?.start ?? element.position?.start ?? { line: 1, column: 1 };
      problems.push({ file: page.file, line: start.line, column: start.column, message, severity: 'error' });
    };
    const known = Object.keys(spec.props);
    const given = namedAttributes(element);

    for (const attribute of given) {
      const prop = spec.props[attribute.name];
      if (!prop) {
        const suggestion = closestName(attribute.name, known);
        report(attribute, `<${name}> has no prop "${attribute.name}". ${
          suggestion ? `Did you mean "${suggestion}"?` : known.length ? `Use one of: ${known.join(', ')}.` : 'Remove it.'
        }`);
        continue;
      }
      const problem = propValueProblem(name, attribute.name, prop, attributeValue(attribute, context.site.value));
      if (problem) report(attribute, problem);
    }

    const givenNames = new Set(given.map((attribute) => attribute.name));
    const hasSpread = element.attributes.some((attribute) => attribute.type === 'mdxJsxExpressionAttribute');
    for (const [propName, prop] of Object.entries(spec.props)) {
      if (prop.required && !givenNames.has(propName) && !hasSpread) {
        report(element, `<${name}> is missing the "${propName}" prop. Add ${example(propName, prop)}${prop.doc ? ` (${sentence(prop.doc)})` : ''}.`);
      }
    }

    const hasCopy = element.children.some((child) => child.type !== 'text' || child.value.trim() !== '');
    if (spec.children === 'required' && !hasCopy) {
      report(element, `<${name}> is empty. Put its copy between <${name}> and </${name}>.`);
    } else if (spec.children === 'none' && hasCopy) {
      report(element, `<${name}> takes no copy between its tags. Write it as <${name} … /> and move the copy outside it.`);
    }
  }
  return problems;
}

function propValueProblem(component: string, prop: string, spec: PropSpec, value: ReturnType<typeof attributeValue>): string | undefined {
  if (value.kind === 'unknown' || spec.type === 'expression') return undefined;
  if (spec.type === 'string') {
    if (value.kind !== 'string') return `<${component}> ${prop} must be text. Write ${example(prop, spec)} with the value in quotes.`;
    if (spec.oneOf && !spec.oneOf.includes(value.value)) {
      const suggestion = closestName(value.value, spec.oneOf);
      return `<${component}> ${prop}="${value.value}" is not an option. ${suggestion ? `Did you mean "${suggestion}"? ` : ''}Use one of: ${spec.oneOf.join(', ')}.`;
    }
    return undefined;
  }
  if (spec.type === 'number' && value.kind !== 'number') {
    const digits = value.kind === 'string' && /^-?\d+(\.\d+)?$/.test(value.value.trim()) ? value.value.trim() : '3';
    return `<${component}> ${prop} must be a number. Write ${prop}={${digits}}, with braces instead of quotes.`;
  }
  if (spec.type === 'boolean' && value.kind !== 'boolean') {
    return `<${component}> ${prop} must be true or false. Write ${prop} on its own for true, or ${prop}={false}.`;
  }
  return undefined;
}

/** How to write a prop: `to="…"`, `tone="plain"`, `columns={3}`. */
function example(prop: string, spec: PropSpec): string {
  if (spec.type === 'number') return `${prop}={3}`;
  if (spec.type === 'boolean') return prop;
  if (spec.type === 'expression') return `${prop}={…}`;
  return `${prop}="${spec.oneOf?.[0] ?? '…'}"`;
}

/** A doc sentence as a parenthesis: lower-case start, no final full stop. */
function sentence(doc: string): string {
  return doc.replace(/\.$/, '').replace(/^[A-Z](?=[a-z])/, (letter) => letter.toLowerCase());
}
