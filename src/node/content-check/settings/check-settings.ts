import type { z } from 'zod';
import { closestName } from '../report/closest-name.ts';
import type { MessageData, ProblemKind } from '../messages/catalogue.ts';
import { problem } from '../messages/problem.ts';
import type { ContentProblem } from '../report/content-problem.ts';
import type { CheckContext } from '../context.ts';
import { pathLabel, valueAt } from '../report/value-path.ts';
import { codeValue } from '../messages/value-writing.ts';
import { readIssue, type ValueKind } from '../messages/zod-issue-words.ts';
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
  const report = <Kind extends ProblemKind>(place: Place | undefined, kind: Kind, data: MessageData<Kind>) =>
    problems.push(problem(kind, data, { file: siteFile, ...(place ?? { line: 1, column: 1 }) }));

  const result = context.settings.schema.safeParse(site.value);
  const issues = result.success ? [] : result.error.issues;
  // A misspelt name is one problem, not two: reported where it is written, not as the name now missing.
  const explained = new Set<string>();
  for (const issue of issues) {
    const { path } = issue;
    const label = pathLabel('', path);
    if (
      [...site.codePaths].some((code) => label === code || label.startsWith(`${code}.`) || label.startsWith(`${code}[`))
    )
      continue;
    const parentPath = path.slice(0, -1);
    const parentLabel = pathLabel('', parentPath);
    const places = site.places.get(label);

    if (issue.code === 'unrecognized_keys') {
      const known = declaredKeys(context.settings.schema, path, site.value);
      for (const key of issue.keys) {
        const keyLabel = pathLabel(label, [key]);
        const suggestion = closestName(key, known.missing);
        if (suggestion) explained.add(pathLabel(label, [suggestion]));
        report(
          site.places.get(keyLabel)?.key,
          'settings-unknown',
          suggestion ? { setting: keyLabel, suggestion } : { setting: keyLabel, known: known.all },
        );
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
        report(places?.key, 'settings-unknown', { setting: label, suggestion });
        continue;
      }
    }
    if (value === undefined) {
      if (explained.has(label)) continue;
      // In a group that takes any name, the misspelt name is accepted as a new one: point at it instead.
      const misspelt = misspeltAs(context, parentPath).get(String(key));
      if (misspelt) {
        const strayLabel = pathLabel(parentLabel, [misspelt]);
        report(site.places.get(strayLabel)?.key, 'settings-unknown', { setting: strayLabel, suggestion: String(key) });
        continue;
      }
      const parent = site.places.get(parentLabel);
      const expected = reading.problem === 'missing' ? reading.expected : undefined;
      report(parent?.key ?? parent?.value, 'settings-missing', {
        setting: label,
        key: String(key),
        group: parentLabel,
        expected,
      });
      continue;
    }
    const at = places?.value;
    const rule = issue.code === 'custom' ? addressRule(issue) : undefined;
    if (reading.problem === 'wrong-kind') {
      report(at, kindOfWrongValue[reading.expected], { setting: label, howTo: reading.howTo });
    } else if (rule === 'web-address' || rule === 'link') {
      report(at, 'settings-not-address', { setting: label, value: String(value), orPage: rule === 'link' });
    } else if (rule) {
      report(at, addressKind[rule], { setting: label, value: String(value) });
    } else if (reading.problem === 'not-option') {
      report(at, 'settings-invalid', { setting: label, options: reading.options, suggestion: reading.suggestion });
    } else {
      report(at, 'settings-invalid', { setting: label, rule: reading.words });
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
  const written =
    typeof group === 'object' && group !== null ? Object.keys(group).filter((name) => !all.includes(name)) : [];
  const found = new Map<string, string>();
  for (const name of written) {
    const meant = closestName(name, missing);
    if (meant && !found.has(meant)) found.set(meant, name);
  }
  return found;
}

/** The names an object in the schema declares at `path`, and those the file does not have yet. */
function declaredKeys(
  schema: z.ZodType,
  path: readonly PropertyKey[],
  value: unknown,
): { all: string[]; missing: string[] } {
  const all = declaredSettingKeys(schema, path);
  const present = valueAt(value, path);
  const has = (key: string) => typeof present === 'object' && present !== null && Object.hasOwn(present, key);
  return { all, missing: all.filter((key) => !has(key)) };
}

const kindOfWrongValue = {
  text: 'settings-not-text',
  number: 'settings-not-number',
  boolean: 'settings-not-boolean',
  list: 'settings-not-list',
  group: 'settings-not-group',
} as const satisfies Record<ValueKind, ProblemKind>;

/** The kind of message for each address rule but a web address's (settings-schema.ts). */
const addressKind = {
  'site-path': 'settings-not-path',
  'page-address': 'settings-not-page-address',
  'github-repository': 'settings-not-repository',
} as const satisfies Record<Exclude<AddressRule, 'web-address' | 'link'>, ProblemKind>;

/** The address rule a custom issue broke (settings-schema.ts); other rules say what they want in their own words. */
function addressRule(issue: { params?: unknown }): AddressRule | undefined {
  return (issue.params as { rule?: AddressRule } | undefined)?.rule;
}
