// Moving between pages: normal page loads of pre-rendered HTML, made instant where browsers allow.

/**
 * Speculation rules for moving between pages: when a visitor shows intent to follow a link to another page
 * of the site (pointer resting on it, or pressing it), Chromium fetches that page ahead, so it loads at once.
 * Links that open in a new tab (everything outbound) are left alone. Other browsers ignore the rules.
 *
 * Prefetch, not prerender: a page prerendered on a press and shown before its stylesheet had loaded made
 * Chromium skip the view transition with an error in the console; a prefetched page loads as usual, from
 * memory.
 *
 * It is an inline <script>, allowed by its hash in the Content-Security-Policy like any inline script.
 */
export function speculationRulesTag(base: string): string {
  const rules = {
    prefetch: [
      {
        source: 'document',
        where: { and: [{ href_matches: `${base}*` }, { not: { selector_matches: '[target=_blank]' } }] },
        eagerness: 'moderate',
      },
    ],
  };
  return `<script type="speculationrules">${JSON.stringify(rules)}</script>`;
}

/**
 * Cross-document view transitions (CSS `@view-transition`) hand each page a ViewTransition whose promises
 * reject when the browser skips the transition (the page was hidden, the window changed size, the next page had
 * not opted in yet: "ViewTransition opt-in disabled", seen when a page comes back from the back/forward cache).
 * Nothing is wrong then — the new page simply appears without the cross-fade — but an unobserved rejection reaches
 * the console as an error. This observes all three (`ready`, `finished`, `updateCallbackDone`), on both sides,
 * from the first moment of the page: a classic inline script at the top of <head>, allowed by its hash. Chromium
 * may also reject the outgoing page's transition before its `pageswap` event hands it over (going Back from a page
 * that arrived without a transition): that rejection is kept from the console by name and words, and nothing else.
 */
export function viewTransitionGuardTag(): string {
  return `<script>for(const type of['pageswap','pagereveal'])addEventListener(type,(event)=>{const t=event.viewTransition;if(t)for(const p of[t.ready,t.finished,t.updateCallbackDone])p.catch(()=>{})});addEventListener('unhandledrejection',(event)=>{const r=event.reason;if(r instanceof DOMException&&r.name==='InvalidStateError'&&r.message.startsWith('Transition was aborted'))event.preventDefault()})</script>`;
}
