import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepColorScheme } from '../../../../src/client/behaviours/color-scheme.ts';
import { SCHEME_STORAGE_KEY } from '../../../../src/lib/color-scheme.ts';
import { SchemeControl } from '../../../../src/layout/SchemeControl.tsx';
import { removeWindowListenersAfterEach } from './window-listeners.ts';

removeWindowListenersAfterEach();

const select = () => document.querySelector<HTMLSelectElement>('[data-scheme-control] select')!;
const root = document.documentElement;
const themeColors = () =>
  [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map((meta) => [
    meta.dataset.forScheme,
    meta.media,
  ]);

function choose(value: string) {
  select().value = value;
  select().dispatchEvent(new Event('change'));
}

beforeEach(() => {
  document.head.innerHTML =
    '<meta name="theme-color" content="#fbf5ea" media="(prefers-color-scheme: light)" data-for-scheme="light">' +
    '<meta name="theme-color" content="#0f1729" media="(prefers-color-scheme: dark)" data-for-scheme="dark">';
  document.body.innerHTML = renderToString(<SchemeControl />);
});
afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  delete root.dataset.scheme;
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('keepColorScheme', () => {
  it("offers the three choices under one name, starting at the device's own", () => {
    expect(select().getAttribute('aria-label')).toBe('Colour scheme');
    expect([...select().options].map((option) => [option.value, option.textContent])).toEqual([
      ['system', 'As on this device'],
      ['light', 'Light'],
      ['dark', 'Dark'],
    ]);
    expect(select().value).toBe('system');
  });

  it('shows the kept choice, and applies and keeps a new one at once', () => {
    localStorage.setItem(SCHEME_STORAGE_KEY, 'dark');
    root.dataset.scheme = 'dark'; // as the head's script left it
    keepColorScheme();
    expect(select().value).toBe('dark');

    choose('light');
    expect(root.dataset.scheme).toBe('light');
    expect(localStorage.getItem(SCHEME_STORAGE_KEY)).toBe('light');
    expect(themeColors()).toEqual([
      ['light', 'all'],
      ['dark', 'not all'],
    ]);

    choose('system');
    expect(root.dataset.scheme).toBeUndefined();
    expect(localStorage.getItem(SCHEME_STORAGE_KEY)).toBeNull();
    expect(themeColors()).toEqual([
      ['light', '(prefers-color-scheme: light)'],
      ['dark', '(prefers-color-scheme: dark)'],
    ]);
  });

  it("follows a choice made in the site's other tabs", () => {
    keepColorScheme();
    localStorage.setItem(SCHEME_STORAGE_KEY, 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: SCHEME_STORAGE_KEY, newValue: 'dark' }));
    expect(select().value).toBe('dark');
    expect(root.dataset.scheme).toBe('dark');
  });

  it('still applies a choice where storage is refused, for as long as the page', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    keepColorScheme();
    expect(select().value).toBe('system');
    choose('dark');
    expect(root.dataset.scheme).toBe('dark');
  });

  it('does nothing on a page without the control', () => {
    document.body.innerHTML = '<main></main>';
    expect(() => keepColorScheme()).not.toThrow();
  });
});
