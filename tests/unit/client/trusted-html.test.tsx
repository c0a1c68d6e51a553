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
  const html = renderToString(
    createElement(BookingEmbed, { src: 'https://forms.example.com/x?a=1&b=2', height: 1200, title: 'Booking form' }),
  );
  return /<noscript>([\s\S]*)<\/noscript>/.exec(html)![1]!;
};

describe('the site’s Trusted Types policy', () => {
  it('is created once, under the name the Content-Security-Policy allows, and lets an embedded form’s frame through', async () => {
    const createPolicy = vi.fn((_name: string, rules: { createHTML: (input: string) => string }) => ({
      createHTML: (input: string) => ({ trusted: rules.createHTML(input) }),
    }));
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

describe('the policy’s one script address: the service worker', () => {
  type Rules = { createHTML: (input: string) => string; createScriptURL: (input: string) => string };
  const stubPolicy = () => {
    const createPolicy = vi.fn((_name: string, rules: Rules) => ({
      createHTML: (input: string) => ({ trustedHtml: rules.createHTML(input) }),
      createScriptURL: (input: string) => ({ trustedUrl: rules.createScriptURL(input) }),
    }));
    vi.stubGlobal('trustedTypes', { createPolicy });
    return createPolicy;
  };

  it('lets the site’s own worker through, from the same policy the frames use', async () => {
    const createPolicy = stubPolicy();
    const { trustedFrameHtml, trustedWorkerUrl } = await import('../../../src/client/trusted-html.ts');
    expect(trustedWorkerUrl('/sw.js')).toEqual({ trustedUrl: '/sw.js' });
    trustedFrameHtml(frameMarkup());
    expect(createPolicy).toHaveBeenCalledTimes(1);
  });

  it('follows the base path', async () => {
    vi.stubEnv('BASE_URL', '/preview/x/');
    stubPolicy();
    const { trustedWorkerUrl } = await import('../../../src/client/trusted-html.ts');
    expect(trustedWorkerUrl('/preview/x/sw.js')).toEqual({ trustedUrl: '/preview/x/sw.js' });
    expect(() => trustedWorkerUrl('/sw.js')).toThrow("Only the site's own service worker");
    vi.unstubAllEnvs();
  });

  it.each([
    ['another script of the site', '/assets/index-1a2b.js'],
    ['another host', 'https://evil.example/sw.js'],
    ['a data: URL', 'data:text/javascript,alert(1)'],
    ['the worker with a query', '/sw.js?x=1'],
  ])('refuses %s', async (_kind, url) => {
    stubPolicy();
    const { trustedWorkerUrl } = await import('../../../src/client/trusted-html.ts');
    expect(() => trustedWorkerUrl(url)).toThrow("Only the site's own service worker");
  });
});
