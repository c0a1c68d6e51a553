/**
 * Puts tags at the top of <head>, right after `<meta charset>`: a CSP `<meta>` only governs what comes
 * after it, and preloads should start before anything else is parsed.
 */
export function injectAtHeadStart(html: string, tags: string[]): string {
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(html);
  if (!charset) throw new Error('index.html has lost its <meta charset>: the CSP <meta> goes right after it.');
  const at = charset.index + charset[0].length;
  return `${html.slice(0, at)}${tags.map((tag) => `\n    ${tag}`).join('')}${html.slice(at)}`;
}
