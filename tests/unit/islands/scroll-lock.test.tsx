import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GAP_PROPERTY, LOCK_ATTRIBUTE, RemoveScrollBar } from '../../../src/islands/scroll-lock.ts';

afterEach(cleanup);

describe('the scroll lock that stands in for react-remove-scroll-bar', () => {
  it('marks <body> while a dialog is open, counting nested ones, and writes no <style> element', () => {
    const first = render(<RemoveScrollBar />);
    expect(document.body.getAttribute(LOCK_ATTRIBUTE)).toBe('1');
    expect(document.body.style.getPropertyValue(GAP_PROPERTY)).toMatch(/^\d+px$/);
    const second = render(<RemoveScrollBar />);
    expect(document.body.getAttribute(LOCK_ATTRIBUTE)).toBe('2');
    expect(document.querySelectorAll('style')).toHaveLength(0);
    second.unmount();
    expect(document.body.getAttribute(LOCK_ATTRIBUTE)).toBe('1');
    first.unmount();
    expect(document.body.hasAttribute(LOCK_ATTRIBUTE)).toBe(false);
    expect(document.body.style.getPropertyValue(GAP_PROPERTY)).toBe('');
  });
});
