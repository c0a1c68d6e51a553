import { closestName } from '../report/closest-name.ts';
import { problem } from '../messages/problem.ts';
import type { ContentProblem } from '../report/content-problem.ts';
import type { CheckContext } from '../context.ts';
import { lookUp } from '../page/jsx.ts';
import type { ParsedPage } from '../page/parse-page.ts';
import { pageCode, sitePaths } from './expressions.ts';
import { declaredSettingKeys } from '../settings/settings-schema.ts';

/**
 * `{site.links.presPage}` would render nothing: every `site.…` a page uses must be in the settings
 * file. Reported at the brace, with the nearest setting that does exist.
 */
export function checkSiteReferences(page: ParsedPage, context: CheckContext): ContentProblem[] {
  // Settings that cannot be read are reported in the settings file, not at every page that uses them.
  if (!page.tree || !context.site.readable) return [];
  const problems: ContentProblem[] = [];
  for (const { program, place, spread } of pageCode(page.tree).expressions) {
    if (spread) continue;
    for (const path of sitePaths(program)) {
      const missingAt = path.findIndex(
        (_, index) => index > 0 && lookUp(context.site.value, path.slice(1, index + 1)) === undefined,
      );
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
      const better = suggestion ? [...path.slice(0, missingAt), suggestion].join('.') : undefined;
      const data = { setting: path.slice(1).join('.'), file: context.siteFile, better, names: siblings };
      problems.push(problem('site-unknown', data, { ...place, file: page.file }));
    }
  }
  return problems;
}
