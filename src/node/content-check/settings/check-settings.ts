import type { z } from 'zod';
import { closestName } from '../report/closest-name.ts';
import { ContentProblem } from '../report/content-problem.ts';
import type { CheckContext } from '../context.ts';
import { pathLabel, valueAt } from '../report/value-path.ts';
import { codeExample, codeValue } from '../report/value-writing.ts';
import { readIssue, type ValueKind } from '../report/zod-issue-words.ts';
import type { ProblemKind } from '../report/problem-kinds.ts';
import { declaredSettingKeys, type AddressRule } from './settings-schema.ts';
import type { Place } from './settings-types.ts';

/**
 * The settings file: what stopped it being read (syntax, code where a value belongs), then its shape
 * against the settings schema — unknown or misspelt names, missing settings, the wrong kind of value,
 * addresses that are not addresses.
 */
export function checkSettings(context: CheckContext): ContentProblem[] {
  const { site, siteFile } = context;
  const problems = [...site.problems];
  if (!site.readable) return problems;
  const report = (place: Place | undefined, kind: ProblemKind, message: string, severity: 'error' | 'warning' = 'error') =>
    problems.push(new ContentProblem({ file: siteFile, ...(place ?? { line: 1, column: 1 }), message, severity, kind }));

  const result = context.settings.schema.safeParse(site.value);
  const issues = result.success ? [] : result.error.issues;
  // A misspelt name is one problem, not two: reported where it is written, not as the name now missing.
  const explained = new Set<string>();
  for (const issue of issues) {
    const { path } = issue;
    const label = pathLabel('', path);
    if ([...site.codePaths].some((code) => label === code || label.startsWith(`${code}.`) || label.startsWith(`${code}[`))) continue;
    const parentPath = path.slice(0, -1);
    const parentLabel = pathLabel('', parentPath);
    const places = site.places.get(label);

    if (issue.code === 'unrecognized_keys') {
      const known = declaredKeys(context.settings.schema, path, site.value);
      for (const key of issue.keys) {
        const keyLabel = pathLabel(label, [key]);
        const suggestion = closestName(key, known.missing);
        if (suggestion) explained.add(pathLabel(label, [suggestion]));
        report(site.places.get(keyLabel)?.key, 'settings-unknown', `Setting ${keyLabel} is not one the site has. ${
          suggestion ? `Did you mean ${suggestion}?` : `Use one of: ${known.all.join(', ')}.`
        }`);
      }
      continue;
    }

    const value = valueAt(site.value, path);
    const reading = readIssue(issue, site.value, codeValue);
    const key = path.at(-1);
    // A name in an open group that fails as an address but is close to a declared name is that name misspelt.
    if (typeof key === 'string' && issue.code === 'custom') {
      const known = declaredKeys(context.settings.schema, parentPath, site.value);
      const suggestion = known.all.includes(key) ? undefined : closestName(key, known.missing);
      if (suggestion) {
        explained.add(pathLabel(parentLabel, [suggestion]));
        report(places?.key, 'settings-unknown', `Setting ${label} is not one the site has. Did you mean ${suggestion}?`);
        continue;
      }
    }
    if (value === undefined) {
      if (explained.has(label)) continue;
      // In a group that takes any name, the misspelt name is accepted as a new one: point at it instead.
      const misspelt = misspeltAs(context, parentPath).get(String(key));
      if (misspelt) {
        const strayLabel = pathLabel(parentLabel, [misspelt]);
        report(site.places.get(strayLabel)?.key, 'settings-unknown', `Setting ${strayLabel} is not one the site has. Did you mean ${String(key)}?`);
        continue;
      }
      const parent = site.places.get(parentLabel);
      const inside = parentLabel ? ` inside ${parentLabel}` : '';
      report(parent?.key ?? parent?.value, 'settings-missing', `Setting ${label} is missing. Add ${String(key)}: ${codeExample(reading.problem === 'missing' ? reading.expected : undefined)}${inside}.`);
      continue;
    }
    const at = places?.value;
    if (reading.problem === 'wrong-kind') {
      report(at, kindOfWrongValue[reading.expected], `Setting ${label} ${reading.words}${reading.howTo}`);
    } else if (issue.code === 'custom' && addressRule(issue)) {
      const rule = addressRule(issue)!;
      report(at, addressKind[rule], addressMessage(label, String(value), rule));
    } else if (reading.problem === 'not-option') {
      const options = reading.options.map(choiceAsWritten).join(', ');
      const suggestion = reading.suggestion === undefined ? '' : ` Did you mean ${choiceAsWritten(reading.suggestion)}?`;
      report(at, 'settings-invalid', `Setting ${label} is not valid: it must be one of: ${options}.${suggestion}`);
    } else {
      report(at, 'settings-invalid', `Setting ${label} is not valid: it ${reading.words}.`);
    }
  }
  return problems;
}

/**
 * In the group at `path`, the names the file has but the schema does not declare that are close to a
 * declared name the file lacks: declared name → the name written. Shared with the unused-settings check,
 * which leaves these to this one.
 */
export function misspeltAs(context: CheckContext, path: readonly PropertyKey[]): Map<string, string> {
  const { missing, all } = declaredKeys(context.settings.schema, path, context.site.value);
  const group = valueAt(context.site.value, path);
  const written = typeof group === 'object' && group !== null ? Object.keys(group).filter((name) => !all.includes(name)) : [];
  const found = new Map<string, string>();
  for (const name of written) {
    const meant = closestName(name, missing);
    if (meant && !found.has(meant)) found.set(meant, name);
  }
  return found;
}

/** The names an object in the schema declares at `path`, and those the file does not have yet. */
function declaredKeys(schema: z.ZodType, path: readonly PropertyKey[], value: unknown): { all: string[]; missing: string[] } {
  const all = declaredSettingKeys(schema, path);
  const present = valueAt(value, path);
  const has = (key: string) => typeof present === 'object' && present !== null && Object.hasOwn(present, key);
  return { all, missing: all.filter((key) => !has(key)) };
}

const kindOfWrongValue: Record<ValueKind, ProblemKind> = {
  text: 'settings-not-text',
  number: 'settings-not-number',
  boolean: 'settings-not-boolean',
  list: 'settings-not-list',
  group: 'settings-not-group',
};

/** A choice as the settings file writes it: text in quotes, a number without. */
function choiceAsWritten(choice: string | number): string {
  return typeof choice === 'string' ? `'${choice}'` : String(choice);
}

const addressKind: Record<AddressRule, ProblemKind> = {
  'web-address': 'settings-not-address',
  link: 'settings-not-address',
  'site-path': 'settings-not-path',
  'page-address': 'settings-not-page-address',
  'github-repository': 'settings-not-repository',
};

/** The address rule a custom issue broke (settings-schema.ts); other rules say what they want in their own words. */
function addressRule(issue: { params?: unknown }): AddressRule | undefined {
  return (issue.params as { rule?: AddressRule } | undefined)?.rule;
}

function addressMessage(label: string, value: string, ruleName: AddressRule): string {
  if (ruleName === 'site-path') {
    return `Setting ${label} must start with /: "${value}". Write the path from public/, such as /images/social-preview.png for public/images/social-preview.png.`;
  }
  if (ruleName === 'github-repository') {
    return `Setting ${label} is not a repository's address on GitHub: "${value}". Write the address of the repository's page there, such as https://github.com/owner/name, with nothing after its name.`;
  }
  if (ruleName === 'page-address') {
    return `Setting ${label} must be a page's address: "${value}". Write it from the site's root, such as /research, without #, ? or spaces: a redirect leads from one address of this site to one of its pages.`;
  }
  if (ruleName === 'link') {
    return `Setting ${label} is not a web address or a page of this site: "${value}". Write /research for a page here, or the full address starting with https://.`;
  }
  return `Setting ${label} is not a web address: "${value}". Write the full address, starting with https://.`;
}
