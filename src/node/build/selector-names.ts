/**
 * What one way of matching a selector needs a page to hold: elements, classes and ids it names, and for each
 * `:is()`, `:where()` or `:has()` in it, a list of which at least one must be held too.
 */
export interface NamedInSelector {
  tags: string[];
  classes: string[];
  ids: string[];
  anyOf: NamedInSelector[][];
}

/** A selector list: it may match when any of its selectors may. */
export type SelectorNames = NamedInSelector[];

/** Pseudo-classes whose argument is a selector list the element (or one inside it, for :has) must match. */
const MATCHING_PSEUDOS = new Set(['is', 'where', 'has', 'matches', '-webkit-any']);

/**
 * The names a selector list needs a page to hold before it can match anything there, read from the selector's
 * text. Only names are read: attributes (but `[class~=x]`), states (`:hover`, `:checked`, `[open]`, `[data-x]`),
 * `:not()` and pseudo-elements are taken to match, since scripts and visitors bring them about after the page is
 * sent. So "may match" errs on keeping a rule, never on dropping one a page needs.
 */
export function selectorNames(selectorList: string): SelectorNames {
  return splitTopLevel(selectorList, ',').map(namesOfOne);
}

/** Whether a page holding these elements, classes and ids could match the selector. */
export function mayMatch(names: SelectorNames, page: PageNames): boolean {
  return names.some(
    (one) =>
      one.tags.every((tag) => page.tags.has(tag)) &&
      one.classes.every((name) => page.classes.has(name)) &&
      one.ids.every((id) => page.ids.has(id)) &&
      one.anyOf.every((list) => mayMatch(list, page)),
  );
}

/** The elements, classes and ids in a page. */
export interface PageNames {
  tags: Set<string>;
  classes: Set<string>;
  ids: Set<string>;
}

function namesOfOne(selector: string): NamedInSelector {
  const names: NamedInSelector = { tags: [], classes: [], ids: [], anyOf: [] };
  let at = 0;
  const text = selector.trim();
  while (at < text.length) {
    const char = text[at]!;
    if (char === '.' || char === '#') {
      const [name, next] = readIdentifier(text, at + 1);
      (char === '.' ? names.classes : names.ids).push(name);
      at = next;
    } else if (char === '[') {
      const end = closing(text, at, '[', ']');
      const attribute = /^\[\s*class\s*~=\s*(["']?)([^"'\s\]]+)\1\s*\]$/.exec(text.slice(at, end + 1));
      if (attribute) names.classes.push(attribute[2]!);
      at = end + 1;
    } else if (char === ':') {
      const start = text[at + 1] === ':' ? at + 2 : at + 1;
      const [name, next] = readIdentifier(text, start);
      at = next;
      if (text[at] === '(') {
        const end = closing(text, at, '(', ')');
        if (MATCHING_PSEUDOS.has(name.toLowerCase())) names.anyOf.push(selectorNames(text.slice(at + 1, end)));
        at = end + 1;
      }
    } else if (isIdentifierStart(text, at)) {
      // A name standing on its own, at the start of a compound selector, is an element's.
      const [name, next] = readIdentifier(text, at);
      names.tags.push(name.toLowerCase());
      at = next;
    } else {
      // Combinators, whitespace, `*` and namespaces: nothing a page must hold.
      at++;
    }
  }
  return names;
}

/** An identifier from `start`, with CSS escapes (`\:`, `\31 `) read as the characters they stand for. */
function readIdentifier(text: string, start: number): [string, number] {
  let name = '';
  let at = start;
  while (at < text.length) {
    const char = text[at]!;
    if (char === '\\') {
      const hex = /^[0-9a-fA-F]{1,6}\s?/.exec(text.slice(at + 1, at + 8));
      if (hex) {
        name += String.fromCodePoint(parseInt(hex[0].trim(), 16));
        at += 1 + hex[0].length;
      } else {
        name += text[at + 1] ?? '';
        at += 2;
      }
    } else if (/[\w-]/.test(char) || char.charCodeAt(0) >= 0x80) {
      name += char;
      at++;
    } else break;
  }
  return [name, at];
}

function isIdentifierStart(text: string, at: number): boolean {
  const char = text[at]!;
  return (
    /[a-zA-Z_]/.test(char) ||
    char === '\\' ||
    char.charCodeAt(0) >= 0x80 ||
    (char === '-' && /[a-zA-Z_-]/.test(text[at + 1] ?? ''))
  );
}

/** The index of the bracket closing the one at `open`, skipping strings, escapes and nested pairs. */
function closing(text: string, open: number, opener: string, closer: string): number {
  let depth = 0;
  for (let at = open; at < text.length; at++) {
    const char = text[at]!;
    if (char === '\\') at++;
    else if (char === '"' || char === "'") at = text.indexOf(char, at + 1);
    else if (char === opener) depth++;
    else if (char === closer && --depth === 0) return at;
    if (at < 0) break;
  }
  throw new Error(`Unbalanced ${opener}${closer} in the selector ${text}`);
}

/** Splits at each `separator` outside brackets and strings. */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let at = 0; at < text.length; at++) {
    const char = text[at]!;
    if (char === '\\') at++;
    else if (char === '"' || char === "'") at = text.indexOf(char, at + 1);
    else if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (char === separator && depth === 0) {
      parts.push(text.slice(start, at));
      start = at + 1;
    }
    if (at < 0) break;
  }
  parts.push(text.slice(start));
  return parts.filter((part) => part.trim() !== '');
}
