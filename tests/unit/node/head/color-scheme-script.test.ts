import { describe, expect, it } from 'vitest';
import { colorSchemeTag } from '../../../../src/node/head/color-scheme-script.ts';
import { SCHEME_STORAGE_KEY, schemeAttribute, schemeFromStorage } from '../../../../src/lib/color-scheme.ts';

/** The inline script's body, run in a stand-in page whose storage holds `stored` (or throws): what <html> gets. */
function schemeSetBy(stored: string | null | Error): string | undefined {
  const body = /^<script>(.*)<\/script>$/.exec(colorSchemeTag())?.[1];
  if (!body) throw new Error(`Not one classic inline script: ${colorSchemeTag()}`);
  const read: string[] = [];
  const localStorage = {
    getItem(key: string) {
      read.push(key);
      if (stored instanceof Error) throw stored;
      return stored;
    },
  };
  const documentElement = { dataset: {} as Record<string, string> };
  new Function('localStorage', 'document', body)(localStorage, { documentElement });
  if (!(stored instanceof Error)) expect(read).toEqual([SCHEME_STORAGE_KEY]);
  return documentElement.dataset.scheme;
}

describe('the inline script that applies a kept colour scheme before the first paint', () => {
  it('reads the kept choice as the control does (schemeFromStorage), and puts it on <html> as data-scheme', () => {
    for (const stored of ['light', 'dark', 'system', null, '', 'Dark', 'auto']) {
      expect(schemeSetBy(stored), String(stored)).toBe(schemeAttribute(schemeFromStorage(stored)));
    }
  });

  it("leaves the device's setting in force when storage throws (blocked cookies, a sandboxed frame)", () => {
    expect(schemeSetBy(new DOMException('The operation is insecure.', 'SecurityError'))).toBeUndefined();
  });

  it('writes an attribute only: no Trusted Types sink, no markup, no script', () => {
    expect(colorSchemeTag()).not.toMatch(
      /innerHTML|outerHTML|insertAdjacentHTML|document\.write|setAttribute|src\s*=|eval|Function/,
    );
  });
});
