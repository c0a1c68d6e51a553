// Every page as Markdown for the assistants parents paste pages into: /research.md and the others, /llms.txt listing
// them and /llms-full.txt holding them all, as both builds serve them (at / and under a branch preview's base path).
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fillTemplate } from '../../src/lib/copy-template.ts';
import {
  FIGURE_NAMES,
  formatCost,
  formatFigure,
  opportunityCost,
  type FigureName,
} from '../../src/lib/opportunity-cost.ts';
import { carouselIn, contentPage, settings, type ContentElement } from './support/content.ts';
import { markdownCopyPath } from '../../src/lib/markdown-copy-path.ts';
import { sourceHost } from '../../src/lib/source-host.ts';
import { routeLabel, routesFromSitemap } from '../../tools/bench/site-routes.ts';
import { addressIn, everySite, type TestSite } from './support/sites.ts';

const home = await contentPage('/');
const research = await contentPage('/research');
const uaeworkshop = await contentPage('/uaeworkshop');
const keynote = await contentPage('/keynote');
const lighthouse = await contentPage('/lighthouse');
const figure = (element: ContentElement) => `**${element.props.value}** ${element.props.label}`;
const calculator = research.element('CostCalculator');
const { currency } = settings.opportunityCost;
const startingSum = fillTemplate(String(calculator.props.sum), {
  ...Object.fromEntries(
    FIGURE_NAMES.map((name) => [name, formatFigure(name, settings.opportunityCost[name].start, currency)]),
  ),
  cost: formatCost(
    opportunityCost(
      Object.fromEntries(FIGURE_NAMES.map((name) => [name, settings.opportunityCost[name].start])) as Record<
        FigureName,
        number
      >,
    ),
    currency,
  ),
});
const packageCard = uaeworkshop.element('PackageCard');
const [firstStep, lastStep] = [lighthouse.elements('GuideStep')[0]!, lighthouse.elements('GuideStep').at(-1)!];
const stepHeading = (step: ContentElement) =>
  `### ${fillTemplate(settings.guideProgress.stepHeading, { number: String(step.props.number), title: String(step.props.title) })}`;
const agenda = lighthouse.elements('AgendaItem');

/** What each page tells, as its MDX and the settings write it, which its copy must tell too. */
const factsByPage: Record<string, string[]> = {
  '/': [
    `# ${home.headings(1)[0]}`,
    ...home.elements('Fact').map(figure),
    ...home.elements('Card', home.element('Disclosure')).map((card) => `### ${card.props.title}`),
  ],
  '/research': [
    ...research.elements('ResearchItem').map((finding) => `### ${finding.props.title}`),
    // The calculator: the sum with its starting figures.
    startingSum,
    ...research.elements('OptionCard').map((option) => `### ${option.props.label}: ${option.props.title}`),
  ],
  '/uaeworkshop': [`### ${packageCard.props.title}`, `**${packageCard.props.price}**`, settings.packageCard.closed],
  '/keynote': [
    ...keynote.elements('Stat').map(figure),
    `# ${keynote.headings(1)[0]}`,
    `[${keynote.element('BookingEmbed').props.title}](${settings.links.keynoteBookingForm})`,
  ],
  '/lighthouse': [
    stepHeading(firstStep),
    stepHeading(lastStep),
    `| ${agenda[0]!.props.time} | **${agenda[0]!.props.title}**: ${agenda[0]!.text}`,
    `| ${agenda.at(-1)!.props.time} | **${agenda.at(-1)!.props.title}**`,
    `![${(await carouselIn('/lighthouse')).slides[0]!.alt}`,
    `- [${settings.links.profiles[0].label}](${settings.links.profiles[0].url})`,
  ],
};

/** The copy's text once links and pictures are cut out: what must hold no markup. */
const withoutLinks = (markdown: string) => markdown.replace(/!?\[[^\]]*\]\([^)]*\)/g, '');

/** Every web address in the settings: the forms, the press page, the studies, the profiles. */
const outbound = new Set(JSON.stringify(settings.links).match(/https?:\/\/[^"]+/g));

/** Every link and picture address in a copy. */
const addressesIn = (markdown: string) => [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!);

describe.each(everySite())('Markdown copies of the site built for $base', (site: TestSite) => {
  const at = addressIn(site);
  /** The site's public address with the base path, as every link of its own starts. */
  const home = `${settings.siteUrl}${site.base}`;
  /** A public address of the site as the test server serves it. */
  const served = (url: string) => at(url.slice(home.length));
  // Every page search engines may list has a copy; the offline page (noindex) and the not-found page have none.
  const listed = routesFromSitemap(readFileSync(path.join(site.dir, 'sitemap.xml'), 'utf8'), site.base);

  it('lists every page in /llms.txt, each by its copy, and no other', async () => {
    const response = await fetch(at('llms.txt'));
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    const text = await response.text();
    expect(text.startsWith(`# ${settings.brand}\n\n> A movement that helps families`)).toBe(true);
    expect(text).toMatch(/^## Research$/m);
    const links = addressesIn(text);
    const expected = listed.map((route) => `${home}${markdownCopyPath(`/${route.path}`).slice(1)}`);
    expect([...links].sort()).toEqual([...expected].sort());
  });

  it('puts every copy, whole, in /llms-full.txt', async () => {
    const response = await fetch(at('llms-full.txt'));
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    const full = await response.text();
    for (const route of listed) {
      const copy = await readFile(path.join(site.dir, markdownCopyPath(`/${route.path}`).slice(1)), 'utf8');
      expect(full, routeLabel(route)).toContain(copy.trim());
    }
  });

  it('leaves the copies and llms.txt out of the sitemap', async () => {
    const sitemap = await (await fetch(at('sitemap.xml'))).text();
    expect(sitemap).not.toMatch(/\.md<|llms/);
  });

  describe.each(listed.map((route) => ({ ...route, label: routeLabel(route) })))('$label', (route) => {
    const copyUrl = `${home}${markdownCopyPath(`/${route.path}`).slice(1)}`;

    it('links its copy from its head, as Markdown, and the copy is served as Markdown', async () => {
      const html = await (await fetch(at(route.path))).text();
      expect(html.match(/<link rel="alternate"[^>]*>/g)).toEqual([
        `<link rel="alternate" type="text/markdown" href="${copyUrl}">`,
      ]);
      const response = await fetch(served(copyUrl));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
      expect(response.headers.get('cache-control')).toBeNull();
    });

    it('holds no markup: no tag, component, prop, import or {…} left', async () => {
      const copy = await (await fetch(served(copyUrl))).text();
      const text = withoutLinks(copy);
      expect(text).not.toMatch(/<\/?[A-Za-z][\w.-]*(\s[^>]*)?\/?>/);
      expect(text).not.toMatch(/[{}]/);
      expect(text).not.toMatch(/^(import|export) /m);
      expect(text).not.toMatch(/\b(className|site\.\w+)|=\{|="/);
      expect(text).not.toMatch(/&(amp|lt|gt|quot);/);
    });

    it('links every page and file of the site under the base path, by its whole address', async () => {
      const copy = await (await fetch(served(copyUrl))).text();
      // The settings' outbound addresses, some of them placeholders on the site's own placeholder host.
      const ownAddresses = addressesIn(copy).filter((address) => !outbound.has(address));
      for (const address of addressesIn(copy)) expect(address, 'an absolute address').toMatch(/^https?:\/\//);
      for (const address of ownAddresses) expect(address.startsWith(home), `${address} is under ${home}`).toBe(true);
      // The site's own pictures and pages named in it are there.
      for (const address of ownAddresses) {
        expect((await fetch(served(address.split('#')[0]!))).status, address).toBe(200);
      }
    });

    it('tells what the spec says the page tells', async () => {
      const copy = await (await fetch(served(copyUrl))).text();
      for (const fact of factsByPage[`/${route.path}`] ?? []) expect(copy).toContain(fact);
    });
  });

  it('gives every research source as "Source: [host](link)" under its finding', async () => {
    const copy = await (await fetch(at('research.md'))).text();
    const findings = research.elements('ResearchItem');
    for (const link of findings.map((finding) => String(finding.props.link)))
      expect(copy).toContain(`${settings.researchItem.source} [${sourceHost(link)}](${link})`);
    const tldr = research.element('TldrBanner');
    expect(copy).toContain(`${settings.tldrBanner.source} [${tldr.props.sourceLabel}](${tldr.props.source})`);
    // A heading for each finding and each pilot option.
    expect(copy.match(/^### /gm)).toHaveLength(findings.length + research.elements('OptionCard').length);
  });

  it('gives no copy of the not-found or offline page, nor links one', async () => {
    for (const file of ['offline.md', '404.html.md']) expect((await fetch(at(file))).status, file).toBe(404);
    for (const file of ['404.html', 'offline/index.html'])
      expect(await readFile(path.join(site.dir, file), 'utf8')).not.toContain('rel="alternate"');
  });
});
