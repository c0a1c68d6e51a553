import type { AtRule, Root, Rule } from 'postcss';

/** One `@font-face` of a stylesheet that the build may split. */
export interface FontFace {
  /** The family name, unquoted: `Fraunces`. */
  family: string;
  /** The woff2 file, as the stylesheet writes it. */
  woff2: string;
  /** The rule itself, to replace. */
  rule: AtRule;
}

/** A family name without its quotes. */
const unquote = (name: string) => name.trim().replace(/^(['"])(.*)\1$/, '$2');

/** The `@font-face` rules with a woff2 source and no `unicode-range` of their own (those are split already). */
export function splittableFontFaces(root: Root): FontFace[] {
  const faces: FontFace[] = [];
  root.walkAtRules('font-face', (rule) => {
    let family = '';
    let woff2 = '';
    let ranged = false;
    rule.walkDecls((decl) => {
      if (decl.prop === 'font-family') family = unquote(decl.value);
      if (decl.prop === 'unicode-range') ranged = true;
      if (decl.prop === 'src') woff2 = /url\(\s*["']?([^"')]+\.woff2)["']?\s*\)/.exec(decl.value)?.[1] ?? '';
    });
    if (family && woff2 && !ranged) faces.push({ family, woff2, rule });
  });
  return faces;
}

/** A selector that renders in a family; `pseudoElement` when it styles a ::before, ::after or ::marker. */
export interface FamilyUser {
  selector: string;
  pseudoElement: boolean;
  /** The quoted strings of the rule's `content`, which that pseudo-element shows. */
  content: string[];
}

/**
 * Every selector whose rule sets `family` as the first choice of its `font-family`, custom properties
 * resolved (Tailwind writes `font-family: var(--font-display)`, with `--font-display` on :root). A `font`
 * shorthand is not read: text it sets in the family is still drawn right, from the rest of the font.
 */
export function selectorsRenderingIn(root: Root, family: string): FamilyUser[] {
  const properties = new Map<string, string[]>();
  root.walkDecls(/^--/, (decl) => {
    properties.set(decl.prop, [...(properties.get(decl.prop) ?? []), decl.value]);
  });
  const users: FamilyUser[] = [];
  root.walkDecls('font-family', (decl) => {
    const rule = decl.parent;
    if (rule?.type !== 'rule') return;
    if (!resolve(decl.value, properties).some((value) => unquote(value.split(',')[0] ?? '') === family)) return;
    const content = [...((rule as Rule).nodes ?? [])]
      .filter((node) => node.type === 'decl' && node.prop === 'content')
      .flatMap((node) => [...(node as { value: string }).value.matchAll(/(["'])(.*?)\1/g)].map((match) => match[2]!));
    for (const selector of fullSelectors(rule as Rule)) {
      const pseudoElement = PSEUDO_ELEMENT.test(selector);
      users.push({
        selector: selector.replace(new RegExp(PSEUDO_ELEMENT, 'g'), '').replace(USER_STATE, '') || '*',
        pseudoElement,
        content,
      });
    }
  });
  return users;
}

// A pseudo-element is found through the element it decorates (what it shows is its own content); states a
// visitor brings about (:hover …) are dropped, so the text that would show in them counts too.
const PSEUDO_ELEMENT = /::?(?:before|after|marker)\b/;
const USER_STATE =
  /:(?:hover|focus-visible|focus-within|focus|active|visited|target|checked|open|popover-open)\b(?!-)/g;

/** Every value a declaration can take once `var(--x)`s are replaced by what the stylesheet sets them to. */
function resolve(value: string, properties: Map<string, string[]>, depth = 0): string[] {
  const reference = /var\(\s*(--[\w-]+)\s*(?:,([^()]*))?\)/.exec(value);
  if (!reference || depth > 8) return [value];
  const options = [...(properties.get(reference[1]!) ?? []), ...(reference[2] ? [reference[2]] : [])];
  return options.flatMap((option) => resolve(value.replace(reference[0], option), properties, depth + 1));
}

/** A rule's selectors with any rule it is nested in (CSS nesting) written out. */
function fullSelectors(rule: Rule): string[] {
  const parent = rule.parent;
  if (parent?.type !== 'rule') return rule.selectors;
  return fullSelectors(parent as Rule).flatMap((outer) =>
    rule.selectors.map((inner) => (inner.includes('&') ? inner.replaceAll('&', `:is(${outer})`) : `${outer} ${inner}`)),
  );
}
