import { Parser } from 'htmlparser2';
import postcss, { type Container, type Root, type Rule } from 'postcss';
import { mayMatch, selectorNames, type PageNames, type SelectorNames } from './selector-names.ts';

/**
 * The elements, classes and ids of a page's HTML, `<noscript>`'s included (an embedded form's frame is put in place
 * from there). The site's scripts mark state with attributes (`data-fade`, `aria-current`, `hydrated` …), never with
 * classes (tests/unit/client/state-by-attributes.test.ts holds them to it), so what the server wrote is every name
 * the page holds until an island wakes. An inline script may run before the first paint and set a class (on
 * `<html>`, say): every word in one counts as a class the page holds.
 */
export function pageNames(html: string): PageNames {
  const names: PageNames = { tags: new Set(['html', 'head', 'body']), classes: new Set(), ids: new Set() };
  let inInlineScript = false;
  const parser = new Parser({
    onopentag(name, attributes) {
      names.tags.add(name.toLowerCase());
      for (const name of attributes.class?.split(/\s+/) ?? []) if (name) names.classes.add(name);
      if (attributes.id) names.ids.add(attributes.id);
      inInlineScript =
        name === 'script' && !attributes.src && /^(|module|text\/javascript)$/i.test(attributes.type ?? '');
    },
    ontext(text) {
      if (inInlineScript) for (const [word] of text.matchAll(/[\w-]+/g)) names.classes.add(word);
    },
    onclosetag() {
      inInlineScript = false;
    },
  });
  parser.end(html);
  return names;
}

/** At-rules kept whole: what they hold selects no element. */
const KEPT_WHOLE = new Set(['keyframes', 'font-face', 'property', 'page', 'counter-style', 'font-feature-values']);

/**
 * The site's stylesheet, read once, and for each page the part of it that may match the page (selector-names.ts
 * says how a rule is judged): its rules in the order the whole stylesheet has them, `@media`, `@supports` and `@layer`
 * blocks left empty dropped, `@layer` order statements, `@font-face`s, `@keyframes` and `@property`s kept. Pages
 * that keep the same rules get the same text, made once.
 */
export class SiteStylesheet {
  private readonly root: Root;
  /** Every rule that selects elements, in the order a walk of the tree meets them: what each selector of its list names. */
  private readonly rules: SelectorNames[][] = [];
  private readonly made = new Map<string, string>();

  constructor(css: string) {
    this.root = postcss.parse(css);
    this.walk(this.root, (rule) => {
      this.rules.push(rule.selectors.map((one) => selectorNames(one)));
      return true;
    });
  }

  forPage(page: PageNames): string {
    // Per selector, not per rule: the minifier merges rules with the same declarations into one list (a dialog's
    // with a band's), and a selector the page cannot match is left to the whole stylesheet.
    const kept = this.rules.map((selectors) => selectors.map((names) => mayMatch(names, page)));
    const key = kept.map((flags) => flags.map(Number).join('')).join(',');
    let css = this.made.get(key);
    if (css === undefined) {
      const root = this.root.clone();
      let index = 0;
      this.walk(root, (rule) => {
        const flags = kept[index++]!;
        if (!flags.some(Boolean)) return false;
        if (!flags.every(Boolean)) rule.selectors = rule.selectors.filter((_, at) => flags[at]);
        return true;
      });
      css = root.toString();
      this.made.set(key, css);
    }
    return css;
  }

  /** Visits each rule that selects elements in tree order; removes it when `keep` says no, and then any block left empty. */
  private walk(container: Container, keep: (rule: Rule) => boolean): void {
    for (const node of [...(container.nodes ?? [])]) {
      if (node.type === 'rule') {
        if (!keep(node)) node.remove();
      } else if (node.type === 'atrule' && node.nodes && !KEPT_WHOLE.has(node.name.replace(/^-\w+-/, ''))) {
        this.walk(node, keep);
        if (node.nodes.length === 0) node.remove();
      }
    }
  }
}
