// Lab only (not committed): Lighthouse on a folder, printing what sits before LCP.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { LargestContentfulPaint, FirstContentfulPaint } from './node_modules/@paulirish/trace_engine/models/trace/lantern/metrics/metrics.js';
for (const [name, M] of [['LCP', LargestContentfulPaint], ['FCP', FirstContentfulPaint]] as const) {
  const orig = (M as any).compute.bind(M);
  (M as any).compute = (data: any, extras: any) => {
    const r = orig(data, extras);
    if (process.env.LAB_DETAIL) {
      for (const kind of ['optimisticEstimate', 'pessimisticEstimate']) {
        const rows = [...r[kind].nodeTimings.entries()].sort((a: any, b: any) => a[1].startTime - b[1].startTime)
          .map(([n, t]: any) => `${Math.round(t.startTime)}-${Math.round(t.endTime)} ${n.type === 'network' ? n.request.url.replace(/^http:\/\/[^/]+/, '') + ' ' + n.request.transferSize : 'cpu ' + Math.round(n.duration / 1000) + 'ms obs'}`);
        console.log(`  [${name} ${kind} ${Math.round(r[kind].timeInMs)}]\n    ${rows.join('\n    ')}`);
      }
    }
    return r;
  };
}
import { startStaticServer } from './src/node/server/static-server.ts';
import { chromeFlags } from './scripts/find-chrome.mjs';
const root = process.argv[2]!; const routes = process.argv.slice(3);
const server = await startStaticServer({ root, gzip: true });
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', ...chromeFlags] });
for (const r of routes) {
  const res = await lighthouse(new URL(r, server.url).href, { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: ['performance'] });
  const lhr = res!.lhr;
  const m = lhr.audits.metrics.details.items[0];
  console.log(`\n${r} perf ${lhr.categories.performance.score*100} FCP ${Math.round(lhr.audits['first-contentful-paint'].numericValue)} LCP ${Math.round(lhr.audits['largest-contentful-paint'].numericValue)} obsFCP ${m.observedFirstContentfulPaint} obsLCP ${m.observedLargestContentfulPaint}`);
  const el = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet;
  console.log('  LCP el', el?.slice(0, 100));
  const phases = lhr.audits['largest-contentful-paint-element']?.details?.items?.[1]?.items;
  console.log('  phases', JSON.stringify(phases?.map((p: any) => [p.phase, Math.round(p.timing)])));
  for (const q of lhr.audits['network-requests'].details.items) console.log(`  ${Math.round(q.networkRequestTime)}-${Math.round(q.networkEndTime)} ${q.priority} ${q.resourceType} ${q.transferSize} ${q.url.replace(server.url, '/')}`);
}
chrome.kill(); await server.close();
