// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  cspMetaTag,
  inlineScriptHashes,
} from '../../../../src/node/security/content-security-policy.ts';
import { formEmbedUrls, originsOf } from '../../../../src/node/security/form-embeds.ts';
import { site } from '../../../../content/site.ts';

const directives = (policy: string) =>
  new Map(policy.split('; ').map((part) => [part.split(' ')[0]!, part.split(' ').slice(1)]));

describe('contentSecurityPolicy', () => {
  const policy = contentSecurityPolicy({
    frameOrigins: ['https://forms.example.com'],
    scriptHashes: ['sha256-abc='],
    forHeader: true,
  });

  it('allows scripts from the site and hashed inline scripts only', () => {
    expect(directives(policy).get('script-src')).toEqual(["'self'", "'sha256-abc='"]);
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(directives(policy).get('script-src')).not.toContain("'unsafe-inline'");
  });

  it('allows nothing by default, and writes out every directive the site needs', () => {
    expect(directives(policy).get('default-src')).toEqual(["'none'"]);
    expect([...directives(policy).keys()]).toEqual([
      'default-src',
      'script-src',
      'style-src',
      'style-src-attr',
      'img-src',
      'font-src',
      'frame-src',
      'worker-src',
      'manifest-src',
      'connect-src',
      'base-uri',
      'form-action',
      'require-trusted-types-for',
      'trusted-types',
      'frame-ancestors',
    ]);
  });

  it("allows the site's own service worker and web app manifest, nothing else", () => {
    expect(directives(policy).get('worker-src')).toEqual(["'self'"]);
    expect(directives(policy).get('manifest-src')).toEqual(["'self'"]);
  });

  it("allows fetches to the site itself only, in the header (the service worker's) and the <meta> alike (Lighthouse's robots.txt audit)", () => {
    expect(directives(policy).get('connect-src')).toEqual(["'self'"]);
    const meta = directives(contentSecurityPolicy({ frameOrigins: [], scriptHashes: [], forHeader: false }));
    expect(meta.get('connect-src')).toEqual(["'self'"]);
    expect(meta.get('default-src')).toEqual(["'none'"]);
  });

  it("allows stylesheets from the site and no <style> element; 'unsafe-inline' only for style attributes", () => {
    expect(directives(policy).get('style-src')).toEqual(["'self'"]);
    expect(directives(policy).get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    expect(policy.match(/'unsafe-inline'/g)).toHaveLength(1);
  });

  it('enforces Trusted Types, with the site’s one policy', () => {
    expect(directives(policy).get('require-trusted-types-for')).toEqual(["'script'"]);
    expect(directives(policy).get('trusted-types')).toEqual(['family-glue']);
  });

  it('frames only the given origins and blocks plugins, base rewrites, form posts and framing', () => {
    expect(directives(policy).get('frame-src')).toEqual(['https://forms.example.com']);
    expect(directives(policy).get('base-uri')).toEqual(["'none'"]);
    expect(directives(policy).get('form-action')).toEqual(["'none'"]);
    expect(directives(policy).get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('leaves frame-ancestors out of the meta version, where browsers ignore it', () => {
    expect(contentSecurityPolicy({ frameOrigins: [], scriptHashes: [], forHeader: false })).not.toContain(
      'frame-ancestors',
    );
  });

  it('frames nothing when no form is embedded', () => {
    expect(
      directives(contentSecurityPolicy({ frameOrigins: [], scriptHashes: [], forHeader: false })).get('frame-src'),
    ).toEqual(["'none'"]);
  });

  it('escapes the policy for an attribute', () => {
    expect(cspMetaTag("script-src 'self'")).toBe(
      `<meta http-equiv="Content-Security-Policy" content="script-src 'self'" />`,
    );
    expect(cspMetaTag('a"b')).toContain('a&quot;b');
  });
});

describe('inlineScriptHashes', () => {
  it('hashes inline scripts and skips external ones', () => {
    const body = 'window.x = 1;';
    const expected = `sha256-${createHash('sha256').update(body).digest('base64')}`;
    const html = `<script type="module" src="/a.js"></script><script>${body}</script><script type="application/ld+json">${body}</script>`;
    expect(inlineScriptHashes(html)).toEqual([expected]);
    expect(inlineScriptHashes('<script src="/a.js"></script>')).toEqual([]);
  });

  it('skips JSON-LD (data, never run) but hashes speculation rules and plain inline scripts', () => {
    const hash = (body: string) => `sha256-${createHash('sha256').update(body).digest('base64')}`;
    const rules = '{"prefetch":[]}';
    const html = `<script type="application/ld+json">{"@type":"Thing"}</script><script type="speculationrules">${rules}</script><script>go()</script>`;
    expect(inlineScriptHashes(html)).toEqual([hash(rules), hash('go()')]);
  });
});

describe('form embeds', () => {
  it('are the contact and keynote booking forms from the settings, by origin', () => {
    expect(formEmbedUrls).toEqual([site.links.contactForm, site.links.keynoteBookingForm]);
    expect(originsOf(['https://a.test/x', 'https://a.test/y?z', 'https://b.test/'])).toEqual([
      'https://a.test',
      'https://b.test',
    ]);
  });
});
