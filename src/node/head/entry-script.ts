/**
 * The page's one script, asked for only once the page has painted its content. It only wakes behaviours and
 * islands, none of which the first screen needs in order to show; asked for from the `<head>` it would share
 * a phone's connection with the stylesheet, the heading font and the hero's picture, which the first paint
 * does wait for. So the template's `<script type="module" src>` becomes a small classic script that adds it
 * when the browser reports the first contentful paint (a frame having been made is not enough: the paint
 * reaches the screen later), or at `load` in a browser that does not report paints. Firefox reports no paint at all
 * for a page that opens scrolled down, to a `#fragment` (a shared step's link, Copy link's address, the header's
 * /#corporate from another page), so such a page, not at its top a frame after `load`, asks for the module then if no
 * paint was reported by then, never twice. (Only such a page: Chromium, busy, may report its first contentful paint
 * after that frame, and a page at its top keeps waiting for it.) Its scroll position is read a frame after `load`, not
 * at it: where `load` comes before the first frame (a page whose pictures are all small), reading it then made the
 * browser lay the whole page out inside the script, before the first paint, which Lighthouse charged to the script
 * (/research's LCP 1.17 s against 1.06 s without scripts). Allowed by its hash in
 * the Content-Security-Policy, like the other inline scripts. Without JavaScript nothing changes: the page is
 * whole without it. Vite writes the plain tag, so the built template is rewritten here.
 *
 * The module comes in by `import()`, not by a `<script>` element given its address: a script's `src` is a
 * Trusted Types sink, which would need a policy of its own in every page's HTML, while `import()` is governed by
 * `script-src` alone. Chromium asks for both at the same priority (High).
 */
export function entryScriptAfterFirstPaint(template: string): string {
  const tag = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template);
  if (!tag)
    throw new Error(
      'index.html has lost its entry <script type="module">: the build cannot load it after the first paint.',
    );
  return template.replace(tag[0], `<script>${loaderFor(tag[1]!)}</script>`);
}

/** The inline loader for the entry module at `src` (a path on the site, written as a JSON string). */
function loaderFor(src: string): string {
  return [
    `let load=()=>{load=()=>{};import(${JSON.stringify(src)})};`,
    `PerformanceObserver.supportedEntryTypes?.includes('paint')`,
    `?(new PerformanceObserver((list,observer)=>{if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();load()}}).observe({type:'paint',buffered:true}),`,
    `addEventListener('load',()=>requestAnimationFrame(()=>setTimeout(()=>scrollY>0&&load())),{once:true}))`,
    `:addEventListener('load',()=>load(),{once:true})`,
  ].join('');
}
