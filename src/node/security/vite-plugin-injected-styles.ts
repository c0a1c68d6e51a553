import { readFile } from 'node:fs/promises';
import path from 'node:path';
import postcss from 'postcss';
import type { Plugin } from 'vite';

/** vaul's module, which writes its stylesheet into a `<style>` element as it loads. */
const VAUL_MODULE = /[\\/]node_modules[\\/]vaul[\\/]dist[\\/]index\.m?js$/;
/** The call that does it: `__insertCSS("…")` at the top level, the rules as one string literal. */
const INSERT_CSS_CALL = /^__insertCSS\(("(?:[^"\\\n]|\\.)*")\);?$/m;
/** The stylesheet vaul's rules become, imported by vaul's module in place of that call. */
const VAUL_STYLESHEET = 'virtual:vaul-drawer.css';

/** react-remove-scroll's scroll-bar module, which Radix's Dialog (and so vaul) locks scrolling with. */
const SCROLL_BAR_MODULE = 'react-remove-scroll-bar';
const scrollLock = path.resolve(import.meta.dirname, '../../islands/scroll-lock.ts');

/**
 * No library writes a `<style>` element at run time, so the Content-Security-Policy allows none (`style-src
 * 'self'`, no 'unsafe-inline', no hash). Two did, each when an island wakes:
 *
 * - vaul (the phone menu's drawer) inserts its fixed rules (5 KB: the drawer's slide and the overlay's fade) as
 *   its module loads. Its call is replaced by an import of the same rules as a stylesheet, which the bundler
 *   emits beside the island's chunk and loads with it (a `<link>` from the site): nothing on the first visit.
 * - react-remove-scroll-bar, under Radix's Dialog (the drawer, the registration dialog), inserts rules with
 *   the measured width of the scroll bar while a dialog is open. It is replaced by src/islands/scroll-lock.ts,
 *   which locks scrolling with the same attribute on `<body>` and the width as a custom property; the rules
 *   are in the stylesheet (src/styles/global.css).
 *
 * Each depends on how the library is written: a version that changes it fails the build here, naming it
 * (and tests/unit/node/security/injected-styles.test.ts checks the installed versions).
 */
export function injectedStylesPlugin(): Plugin {
  return {
    name: 'family-site:no-injected-styles',
    enforce: 'pre',
    config: () => ({ resolve: { alias: [{ find: new RegExp(`^${SCROLL_BAR_MODULE}$`), replacement: scrollLock }] } }),
    resolveId: {
      filter: { id: new RegExp(`^${VAUL_STYLESHEET}$`) },
      handler: (id) => id,
    },
    load: {
      filter: { id: new RegExp(`^${VAUL_STYLESHEET}$`) },
      async handler() {
        const vaul = await this.resolve('vaul', path.join(process.cwd(), 'index.html'));
        if (!vaul) throw new Error('vaul is not installed, yet its stylesheet was asked for.');
        return insertedCss(await readFile(vaul.id.split('?')[0]!, 'utf8'));
      },
    },
    transform: {
      filter: { id: VAUL_MODULE },
      handler(code, id) {
        return { code: withoutInsertedCss(code, id), map: null };
      },
    },
  };
}

/** vaul's module with its `__insertCSS("…")` call replaced by an import of the same rules as a stylesheet. */
export function withoutInsertedCss(code: string, id = 'vaul'): string {
  if (!INSERT_CSS_CALL.test(code)) {
    throw new Error(
      `${id}: vaul no longer inserts its styles with one __insertCSS("…") call, which the build turns into a stylesheet ` +
        '(src/node/security/vite-plugin-injected-styles.ts). Look at how this version adds them, and move them into a stylesheet again: ' +
        'the Content-Security-Policy allows no <style> element written at run time.',
    );
  }
  return `import ${JSON.stringify(VAUL_STYLESHEET)};\n${code.replace(INSERT_CSS_CALL, '')}`;
}

/**
 * The rules vaul's module inserts, less any rule whose selector no browser parses: vaul 1.1.2 has one
 * (`[data-vaul-handle-hitarea]:`, a pseudo-class without its name), which a browser drops and the CSS
 * minifier refuses.
 */
export function insertedCss(code: string): string {
  const literal = INSERT_CSS_CALL.exec(code)?.[1];
  if (!literal) throw new Error('vaul: no __insertCSS("…") call found.');
  const root = postcss.parse(JSON.parse(literal) as string);
  root.walkRules((rule) => {
    if (rule.selectors.some((selector) => selector.trim().endsWith(':'))) rule.remove();
  });
  return root.toString();
}
