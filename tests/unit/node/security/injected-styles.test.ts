// @vitest-environment node
// The libraries the islands use, as installed: each wrote a <style> element at run time, which the
// Content-Security-Policy no longer allows. An upgrade that changes how they do it fails here, naming the library.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { insertedCss, withoutInsertedCss } from '../../../../src/node/security/vite-plugin-injected-styles.ts';

const source = (name: string, file: string) => readFileSync(path.resolve('node_modules', name, file), 'utf8');

describe('vaul', () => {
  const vaul = source('vaul', 'dist/index.mjs');

  it('inserts its rules with one __insertCSS("…") call, which the build replaces by an import of the same rules as a stylesheet', () => {
    const code = withoutInsertedCss(vaul);
    expect(code.startsWith('import "virtual:vaul-drawer.css";\n')).toBe(true);
    expect(code).not.toMatch(/^__insertCSS\(/m);
    // Nothing else in vaul writes a <style> element.
    expect(code.match(/createElement\(['"]style['"]\)/g)).toHaveLength(1); // in __insertCSS itself, now never called
  });

  it('gives the drawer’s rules as valid CSS (less the one selector no browser parses)', () => {
    const css = insertedCss(vaul);
    expect(css).toContain('[data-vaul-drawer]');
    expect(css).toContain('@keyframes slideFromBottom');
    postcss.parse(css).walkRules((rule) => expect(rule.selector.trim().endsWith(':'), rule.selector).toBe(false));
  });

  it('fails the build naming vaul when a version inserts its rules otherwise', () => {
    expect(() =>
      withoutInsertedCss('const s = document.createElement("style");', '/node_modules/vaul/dist/index.mjs'),
    ).toThrow(/vaul no longer inserts its styles with one __insertCSS/);
  });
});

describe('react-remove-scroll (under Radix Dialog, and so vaul)', () => {
  const sideEffect = source('react-remove-scroll', 'dist/es2015/SideEffect.js');

  it('takes its scroll-bar lock from react-remove-scroll-bar, the one import the build points at src/islands/scroll-lock.ts', () => {
    expect(sideEffect).toContain("import { RemoveScrollBar } from 'react-remove-scroll-bar';");
    expect(source('react-remove-scroll-bar', 'dist/es2015/component.js')).toMatch(/styleSingleton\(\)/);
  });

  it('writes its only other <style> for the `inert` prop, which Radix’s Dialog does not pass', () => {
    expect(sideEffect).toMatch(/inert \? React\.createElement\(Style/);
    const radix = source('@radix-ui/react-dialog', 'dist/index.mjs');
    const removeScroll = radix.slice(
      radix.indexOf('RemoveScroll,\n'),
      radix.indexOf('children:', radix.indexOf('RemoveScroll,\n')),
    );
    expect(removeScroll).toContain('allowPinchZoom');
    expect(removeScroll).not.toContain('inert');
  });
});
