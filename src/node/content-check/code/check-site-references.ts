import type { Node as EstreeNode, Program } from 'estree';
import { visit } from 'unist-util-visit';
import { closestName } from '../report/closest-name.ts';
import type { ContentProblem } from '../report/content-problem.ts';
import type { CheckContext } from '../context.ts';
import { lookUp, sitePath } from '../page/jsx.ts';
import type { ParsedPage } from '../page/parse-page.ts';
import { declaredSettingKeys } from '../settings/settings-schema.ts';

/**
 * `{site.links.presPage}` would render nothing: every `site.…` a page uses must be in the settings
 * file. Reported at the brace, with the nearest setting that does exist.
 */
export function checkSiteReferences(page: ParsedPage, context: CheckContext): ContentProblem[] {
  // Settings that cannot be read are reported in the settings file, not at every page that uses them.
  if (!page.tree || !context.site.readable) return [];
  const problems: ContentProblem[] = [];
  const checkProgram = (program: Program | undefined, place: { line: number; column: number }) => {
    for (const path of sitePaths(program)) {
      const missingAt = path.findIndex((_, index) => index > 0 && lookUp(context.site.value, path.slice(1, index + 1)) === undefined);
      if (missingAt === -1) continue;
      // A setting written as code has no value here; the settings file reports it.
      if (context.site.codePaths.has(path.slice(1, missingAt + 1).join('.'))) continue;
      const parent = lookUp(context.site.value, path.slice(1, missingAt));
      // Past a list or a text the names are JavaScript's own: site.navigation.map, site.brand.length.
      if (typeof parent !== 'object' || parent === null || Array.isArray(parent)) continue;
      const siblings = Object.keys(parent);
      const suggestion = closestName(path[missingAt]!, siblings);
      // A name the settings must have, misspelt in the settings file: the fix belongs there, where it is reported.
      const declared = declaredSettingKeys(context.settings.schema, path.slice(1, missingAt));
      if (suggestion && declared.includes(path[missingAt]!) && !declared.includes(suggestion)) continue;
      const written = path.join('.');
      const better = suggestion ? [...path.slice(0, missingAt), suggestion].join('.') : undefined;
      problems.push({
        ...place,
        file: page.file,
        severity: 'error',
        kind: 'site-unknown',
        message: `${written} is not in ${context.siteFile}. ${better ? `Did you mean ${better}?` : `Add it there, or use one of: ${siblings.join(', ')}.`}`,
      });
    }
  };
  visit(page.tree, (node) => {
    const start = node.position?.start ?? { line: 1, column: 1 };
    if (node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression') {
      checkProgram(node.data?.estree as Program | undefined, start);
    }
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attribute of node.attributes) {
        const value = attribute.type === 'mdxJsxAttribute' ? attribute.value : undefined;
        if (value && typeof value === 'object') checkProgram(value.data?.estree as Program | undefined, attribute.position?.start ?? start);
      }
    }
  });
  return problems;
}

/** The outermost `site.a.b` chains in a piece of code. */
export function sitePaths(program: Program | undefined): string[][] {
  const found: string[][] = [];
  const walk = (node: unknown) => {
    if (typeof node !== 'object' || node === null) return;
    const path = 'type' in node ? sitePath(node as EstreeNode) : null;
    if (path && path.length > 1) {
      found.push(path);
      return;
    }
    for (const [key, child] of Object.entries(node)) {
      if (key !== 'loc' && key !== 'range') (Array.isArray(child) ? child : [child]).forEach(walk);
    }
  };
  walk(program);
  return found;
}
