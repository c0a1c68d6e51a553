import { readFileSync } from 'node:fs';
import path from 'node:path';
import Beasties from 'beasties';

/**
 * Each page's own CSS in its <head>, so the first paint needs nothing but the HTML: beasties inlines every
 * rule of the site's stylesheet that matches an element of the page, and the stylesheet's @font-face rules (the
 * headline's Fraunces, named through a CSS variable beasties cannot follow; the font file itself is preloaded
 * by font-preload.ts). The full stylesheet still loads for what
 * the page's HTML does not show yet (the open phone menu, the dialog, hover states), but without blocking the
 * paint: as `media="print"`, set to `all` by one small script at the end of <body> whose text never changes,
 * so the Content-Security-Policy allows it by its hash like the other inline scripts; `<noscript>` has the
 * plain link.
 */
export function criticalCss({ outDir, base }: { outDir: string; base: string }) {
  const beasties = new Beasties({
    path: outDir,
    publicPath: base,
    preload: 'media-script',
    noscriptFallback: true,
    fonts: false,
    // Keyframes of animations the page's elements use are kept; others wait for the full stylesheet.
    keyframes: 'critical',
    logLevel: 'warn',
  });
  return async (html: string): Promise<string> => withFontFaces(await beasties.process(html), outDir, base);
}

/** The @font-face rules of the stylesheets the page links, at the start of its inlined <style>. */
function withFontFaces(html: string, outDir: string, base: string): string {
  const hrefs = [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+\.css)"[^>]*data-beasties-media/g)].map((match) => match[1]!);
  const faces = hrefs.flatMap((href) => readFileSync(path.join(outDir, href.slice(base.length)), 'utf8').match(/@font-face\{[^}]*\}/g) ?? []);
  if (faces.length === 0) return html;
  if (!html.includes('<style>')) throw new Error('beasties inlined no <style> to put the @font-face rules in.');
  return html.replace('<style>', `<style>${faces.join('')}`);
}
