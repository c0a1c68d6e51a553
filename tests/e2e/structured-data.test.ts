import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { htmlFileForPath } from '../../src/node/build/site-files.ts';
import { routeLabel, siteRoutes } from '../../src/node/bench/site-routes.ts';
import { missingProperties } from '../../src/node/structured-data/validate.ts';
import { everySite } from './support/sites.ts';

type Node = { '@type': string } & Record<string, unknown>;

/** The schema.org graph of one built page, parsed from its JSON-LD blocks. */
function graphOf(dir: string, routePath: string): Node[] {
  const html = readFileSync(path.join(dir, htmlFileForPath(routePath)), 'utf8');
  const head = html.slice(0, html.indexOf('</head>'));
  const blocks = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return blocks.flatMap(([, json]) => {
    const data = JSON.parse(json!) as { '@context': string; '@graph': Node[] };
    expect(data['@context']).toBe('https://schema.org');
    return data['@graph'];
  });
}
const ofType = (graph: Node[], type: string) => graph.filter((node) => node['@type'] === type);

for (const site of everySite()) {
  const routes = siteRoutes(site.dir, site.base).filter((route) => !route.notFound);

  describe(`structured data (${site.name} build)`, () => {
    it.each(routes.map((route) => [routeLabel(route), route.path]))('%s has the organisation, the site and its breadcrumb, complete', (_label, routePath) => {
      const graph = graphOf(site.dir, routePath);
      expect(ofType(graph, 'Organization')).toHaveLength(1);
      expect(ofType(graph, 'WebSite')).toHaveLength(1);
      const crumbs = ofType(graph, 'BreadcrumbList')[0]!.itemListElement as { item: string }[];
      expect(new URL(crumbs.at(-1)!.item).pathname).toBe(`${site.base}${routePath}`);
      expect(missingProperties(graph)).toEqual([]);
    });

    it('the not-found page has none', () => {
      expect(readFileSync(path.join(site.dir, '404.html'), 'utf8')).not.toContain('application/ld+json');
    });

    it('home lists the personal session and the corporate workshops', () => {
      const services = ofType(graphOf(site.dir, ''), 'Service');
      const personal = services.find((service) => /personal/i.test(String(service.name)))!;
      expect(personal.offers).toEqual([expect.objectContaining({ price: '99', priceCurrency: 'USD', description: expect.stringContaining('45 minutes') })]);
      const corporate = JSON.stringify(services.find((service) => /corporate/i.test(String(service.name))));
      expect(corporate).toContain('6-hour session');
      expect(corporate).toContain('2-day retreat');
    });

    it('the UAE workshop is an online event on Zoom over two evenings, priced in dirhams', () => {
      const [event] = ofType(graphOf(site.dir, 'uaeworkshop'), 'EducationEvent');
      expect(event).toMatchObject({
        startDate: expect.stringMatching(/^\d{4}-07-14T18:00:00\+04:00$/),
        endDate: expect.stringMatching(/^\d{4}-07-15T20:00:00\+04:00$/),
        eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
        location: { '@type': 'VirtualLocation', name: 'Zoom' },
        inLanguage: 'en',
        offers: { price: '999', priceCurrency: 'AED', availability: expect.stringMatching(/^https:\/\/schema\.org\/(InStock|SoldOut)$/) },
      });
    });

    it('the keynote names the speaker as a Person giving the speaking service', () => {
      const graph = graphOf(site.dir, 'keynote');
      const [person] = ofType(graph, 'Person');
      expect(Object.keys(person!).sort()).toEqual(['@id', '@type', 'name']);
      expect(ofType(graph, 'Service')[0]!.provider).toEqual({ '@id': person!['@id'] });
    });

    it('the Lighthouse FAQ has the three questions the page shows, with their answers', () => {
      const html = readFileSync(path.join(site.dir, htmlFileForPath('lighthouse')), 'utf8');
      const [faq] = ofType(graphOf(site.dir, 'lighthouse'), 'FAQPage');
      const questions = faq!.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
      expect(questions).toHaveLength(3);
      for (const { name, acceptedAnswer } of questions) {
        expect(html).toContain(`>${name.replace(/'/g, '&#x27;')}</h3>`);
        expect(acceptedAnswer.text.length).toBeGreaterThan(20);
      }
    });

    it('the research Article cites every source the page links', () => {
      const html = readFileSync(path.join(site.dir, htmlFileForPath('research')), 'utf8');
      const [article] = ofType(graphOf(site.dir, 'research'), 'Article');
      const cited = (article!.citation as { url: string }[]).map((work) => work.url);
      expect(cited.length).toBeGreaterThan(5);
      for (const url of cited) expect(html).toContain(`href="${url}"`);
    });
  });
}

for (const site of everySite()) {
  const routes = siteRoutes(site.dir, site.base).filter((route) => !route.notFound);

  describe(`social images (${site.name} build)`, () => {
    it.each(routes.map((route) => [routeLabel(route), route.path]))('%s points og:image and twitter:image at an image the build wrote', (_label, routePath) => {
      const html = readFileSync(path.join(site.dir, htmlFileForPath(routePath)), 'utf8');
      const content = (key: string) => new RegExp(`<meta (?:property|name)="${key.replace(/:/g, ':')}" content="([^"]+)">`).exec(html)?.[1];
      const image = new URL(content('og:image')!);
      expect(content('twitter:image')).toBe(image.href);
      expect(content('og:image:alt')).toBeTruthy();
      expect(image.pathname.startsWith(site.base)).toBe(true);
      // Under social/, which other sites may load (Cross-Origin-Resource-Policy: cross-origin).
      expect(image.pathname.startsWith(`${site.base}social/`)).toBe(true);
      const png = readFileSync(path.join(site.dir, image.pathname.slice(site.base.length)));
      // IHDR: width and height, 1200×630, as the tags of a generated card say.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
      if (content('og:image:width')) expect([content('og:image:width'), content('og:image:height')]).toEqual(['1200', '630']);
    });
  });
}
