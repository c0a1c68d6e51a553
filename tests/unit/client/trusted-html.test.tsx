import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BookingEmbed } from '../../../src/components/BookingEmbed.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** What BookingEmbed writes inside <noscript>, as a browser running scripts reads it there: text. */
const frameMarkup = () => {
  const html = renderToString(createElement(BookingEmbed, { src: 'https://forms.example.com/x?a=1&b=2', height: 1200, title: 'Booking form' }));
  return /<noscript>([\s\S]*)<\/noscript>/.exec(html)![1]!;
};

describe('the site’s Trusted Types policy', () => {
  it('is created once, under the name the Content-Security-Policy allows, and lets an embedded form’s frame through', async () => {
    const createPolicy = vi.fn((_name: string, rules: { createHTML: (input: string) => string }) => ({ createHTML: (input: string) => ({ trusted: rules.createHTML(input) }) }));
    vi.stubGlobal('trustedTypes', { createPolicy });
    const { trustedFrameHtml } = await import('../../../src/client/trusted-html.ts');
    expect(trustedFrameHtml(frameMarkup())).toEqual({ trusted: frameMarkup() });
    trustedFrameHtml(frameMarkup());
    expect(createPolicy).toHaveBeenCalledTimes(1);
    expect(createPolicy.mock.calls[0]![0]).toBe('family-glue');
  });

  it.each([
    ['a script', '<script>alert(1)</script>'],
    ['a picture with a handler', '<img src="x" onerror="alert(1)">'],
    ['a frame with a handler', '<iframe src="https://forms.example.com" onload="alert(1)"></iframe>'],
    ['a frame with its own document', '<iframe srcdoc="<p>hi</p>"></iframe>'],
    ['two frames', '<iframe src="a"></iframe><iframe src="b"></iframe>'],
    ['a frame and more', '<iframe src="a"></iframe><p>more</p>'],
  ])('refuses anything but one frame: %s', async (_, markup) => {
    const { trustedFrameHtml } = await import('../../../src/client/trusted-html.ts');
    expect(() => trustedFrameHtml(markup)).toThrow(/Only an embedded form's <iframe>/);
  });
});
