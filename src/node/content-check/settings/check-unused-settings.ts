import { problem } from '../messages/problem.ts';
import type { ContentProblem } from '../report/content-problem.ts';
import { misspeltAs } from './check-settings.ts';
import type { SiteCheckContext } from '../context.ts';
import { valueAt } from '../report/value-path.ts';
import { declaredSettingKeys } from './settings-schema.ts';

/**
 * Warnings for names in the settings' open groups (`links`, `links.research`, which take new addresses
 * by any name) that no page reads: usually a typo, or a leftover. A name close to one the site needs is
 * left to the settings check, which reports it as misspelt.
 */
export function checkUnusedSettings(context: SiteCheckContext): ContentProblem[] {
  if (!context.site.readable) return [];
  const used: string[] = [];
  for (const page of context.pages) {
    if (!page.compiled) return []; // A page that cannot be read may be the one that uses it.
    used.push(...page.settingsUsed);
  }
  // Used when a page reads it, something inside it, or a whole group around it ({site.links.research}).
  const isUsed = (path: string) =>
    used.some((usedPath) => usedPath === path || usedPath.startsWith(`${path}.`) || path.startsWith(`${usedPath}.`));
  const problems: ContentProblem[] = [];
  for (const group of context.settings.openGroups) {
    const value = valueAt(context.site.value, group.split('.'));
    if (typeof value !== 'object' || value === null || Array.isArray(value)) continue;
    const declared = declaredSettingKeys(context.settings.schema, group.split('.'));
    const misspelt = new Set(misspeltAs(context, group.split('.')).values());
    for (const key of Object.keys(value)) {
      const path = `${group}.${key}`;
      if (declared.includes(key) || misspelt.has(key) || isUsed(path)) continue;
      problems.push(
        problem(
          'settings-unused',
          { setting: path },
          { file: context.siteFile, ...(context.site.places.get(path)?.key ?? { line: 1, column: 1 }) },
        ),
      );
    }
  }
  return problems;
}
