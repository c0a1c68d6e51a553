/**
 * The page's one script, fetched at low priority: it is deferred (a module) and only wakes behaviours and
 * islands, so the stylesheet, the font and the hero's picture go first, and the first paint never waits for it
 * (browsers and Lighthouse treat a high-priority script as possibly blocking the paint). Vite writes the tag
 * without the attribute, so the built template gets it here.
 */
export function lowPriorityEntryScript(template: string): string {
  const tag = /<script type="module" crossorigin src="[^"]+">/.exec(template);
  if (!tag) throw new Error('index.html has lost its entry <script type="module">: the build cannot mark it low priority.');
  return template.replace(tag[0], tag[0].replace('<script ', '<script fetchpriority="low" '));
}
