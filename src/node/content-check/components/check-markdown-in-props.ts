import type { z } from 'zod';
import { problem } from '../messages/problem.ts';
import type { ContentProblem } from '../report/content-problem.ts';
import type { CheckContext } from '../context.ts';
import { attributeValue, jsxElements, namedAttributes } from '../page/jsx.ts';
import { hasMarkdown, withoutMarkdown } from '../copy/literal-markdown.ts';
import type { ParsedPage } from '../page/parse-page.ts';
import { propRole } from './prop-roles.ts';
import { propInfo } from './prop-schema.ts';

/**
 * Markdown inside the props a component shows as words (`<Card title="**Calm** parents">`): a prop's value
 * is shown exactly as written, so the stars, brackets or #s appear on the page. Values from the settings
 * (`title={site.brand}`) count too.
 */
export function checkMarkdownInProps(page: ParsedPage, context: CheckContext): ContentProblem[] {
  if (!page.tree) return [];
  const problems: ContentProblem[] = [];
  for (const element of jsxElements(page.tree)) {
    const spec = element.name ? context.components[element.name] : undefined;
    if (!spec) continue;
    const shape = spec.props.shape as Record<string, z.ZodType>;
    for (const attribute of namedAttributes(element)) {
      const schema = shape[attribute.name];
      if (!schema || !isShownAsWords(attribute.name, schema)) continue;
      const evaluated = attributeValue(attribute, context.site.value);
      if (!evaluated.known || typeof evaluated.value !== 'string' || !hasMarkdown(evaluated.value)) continue;
      const start = attribute.position?.start ?? element.position?.start ?? { line: 1, column: 1 };
      const data = {
        component: element.name!,
        prop: attribute.name,
        value: evaluated.value,
        plain: withoutMarkdown(evaluated.value),
      };
      problems.push(problem('markdown-in-prop', data, { file: page.file, ...start }));
    }
  }
  return problems;
}

/** Props of plain words (titles, labels, figures): not choices, addresses, pictures or anchors. */
function isShownAsWords(name: string, schema: z.ZodType): boolean {
  const info = propInfo(schema);
  return info.kind === 'string' && !info.options && !propRole(name, schema) && name !== 'id';
}
