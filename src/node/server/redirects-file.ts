/**
 * dist/_redirects as the static server reads it: the lines the build writes (src/node/build/redirects.ts), each
 * `from to status`, an exact path to another. Netlify's and Cloudflare's patterns (`*`, `:name`) are not needed by
 * the site and not read: such a line is refused, so a test never passes on a rule the server only half understood.
 */
export interface RedirectRule {
  from: string;
  to: string;
  status: number;
}

export function parseRedirectsFile(text: string): RedirectRule[] {
  const rules: RedirectRule[] = [];
  for (const [index, line] of text.split('\n').entries()) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    const [from, to, status = '301', ...rest] = line.trim().split(/\s+/);
    if (!from || !to || rest.length > 0 || /[*:]/.test(from) || !/^30[1278]$/.test(status)) {
      throw new Error(
        `_redirects line ${index + 1} is not "from to status" with an exact path and a redirect status: ${line}`,
      );
    }
    rules.push({ from, to, status: Number(status) });
  }
  return rules;
}

/** The rule for a request path, with or without its trailing slash, as the hosts match it; the first one wins. */
export function redirectFor(rules: RedirectRule[], requestPath: string): RedirectRule | undefined {
  const path = requestPath.replace(/(.)\/+$/, '$1');
  return rules.find((rule) => rule.from.replace(/(.)\/+$/, '$1') === path);
}
