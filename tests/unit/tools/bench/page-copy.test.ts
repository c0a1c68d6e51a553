// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { copyInScripts, pageCopy } from '../../../../tools/bench/page-copy.ts';

const page = `<html><head><title>Not copy: the head is left out</title></head><body>
<header><a href="/">Family Glue, the header is left out too</a></header>
<main id="main"><h1>Who is raising the AI generation?</h1>
<p>Three out of four parents lose sleep over <strong>AI&#x27;s impact</strong> on   their kids &amp; teens, every night.</p>
<fg-island props="{&quot;label&quot;:&quot;A label that travels in an attribute&quot;}"><button>Short</button></fg-island>
<script type="application/ld+json">{"name":"structured data is not shown copy"}</script>
</main></body></html>`;

describe('page copy', () => {
  it('takes the long runs of text in <main>, decoded and with whitespace collapsed', () => {
    expect(pageCopy(page)).toEqual([
      'Who is raising the AI generation?',
      'Three out of four parents lose sleep over',
      'on their kids & teens, every night.',
    ]);
  });

  it('finds a run of copy inside a script and names the script', () => {
    const copy = pageCopy(page);
    const scripts = [
      { name: 'assets/clean.js', code: 'export const x = "Short";' },
      { name: 'assets/page.js', code: 'jsx("h1", { children: "Who is raising the AI generation?" })' },
    ];
    expect(copyInScripts(copy, scripts)).toEqual(['"Who is raising the AI generation?" is in assets/page.js']);
  });
});
