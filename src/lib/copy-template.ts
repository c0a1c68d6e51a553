/**
 * Copy with `{name}` placeholders that a component fills in ("{done} of {total} steps done"): the words are the
 * copywriter's, the numbers and names the page's. Pure functions, for the islands in the browser and the checks in Node.
 */

/** The `{name}` placeholders a template uses, in order. */
export function placeholdersIn(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
}

/** A template cut at its placeholders: text, then `{ name }` for each placeholder, in order. */
export function templateParts(template: string): (string | { name: string })[] {
  return template
    .split(/\{(\w+)\}/)
    .map((part, index) => (index % 2 === 1 ? { name: part } : part))
    .filter((part) => part !== '');
}

/** A template with its placeholders filled in: "Enter a figure from {min} to {max}." */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
