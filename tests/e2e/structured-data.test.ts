import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { htmlFileForPath } from '../../src/node/build/site-files.ts';
import { routeLabel, siteRoutes } from '../../tools/bench/site-routes.ts';
import { missingProperties } from '../../src/node/structured-data/validate.ts';
import { parseMoney } from '../../src/node/structured-data/money.ts';
import { contentPage, settings } from './support/content.ts';
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
const home = await contentPage('/');
const sessions = home.elements('Offers').find((offers) => home.elements('Fact', offers).length > 0)!;
const corporate = home.elements('Offers').find((offers) => offers !== sessions)!;
const workshop = (await contentPage('/uaeworkshop')).element('PackageCard');
const questions = (await contentPage('/lighthouse')).elements(
  'Card',
  (await contentPage('/lighthouse')).element('Questions'),
);
const findings = (await contentPage('/research')).elements('ResearchItem');
const ofType = (graph: Node[], type: string) => graph.filter((node) => node['@type'] === type);

for (const site of everySite()) {
  const routes = siteRoutes(site.dir, site.base).filter((route) => !route.notFound);

  describe(`structured data (${site.name} build)`, () => {
    it.each(routes.map((route) => [routeLabel(route), route.path]))(
      '%s has the organisation, the site and its breadcrumb, complete',
      (_label, routePath) => {
        const graph = graphOf(site.dir, routePath);
        expect(ofType(graph, 'Organization')).toHaveLength(1);
        expect(ofType(graph, 'WebSite')).toHaveLength(1);
        const crumbs = ofType(graph, 'BreadcrumbList')[0]!.itemListElement as { item: string }[];
        expect(new URL(crumbs.at(-1)!.item).pathname).toBe(`${site.base}${routePath}`);
        expect(missingProperties(graph)).toEqual([]);
      },
    );

    it('the not-found page has none', () => {
      expect(readFileSync(path.join(site.dir, '404.html'), 'utf8')).not.toContain('application/ld+json');
    });

    it('home lists the personal session at its price from the settings, and the corporate workshops', () => {
      const services = ofType(graphOf(site.dir, ''), 'Service');
      const personal = services.find((service) => service.name === sessions.props.service)!;
      expect(personal.offers).toEqual([
        expect.objectContaining({
          ...parseMoney(settings.personalSession.price),
          description: expect.stringContaining(settings.personalSession.length),
        }),
      ]);
      const offered = JSON.stringify(services.find((service) => service.name === corporate.props.service));
      for (const card of home.elements('Card', corporate))
        expect(offered).toContain(JSON.stringify(card.props.title).slice(1, -1));
    });

    it('the UAE workshop is an online event on Zoom over two evenings, priced in dirhams', () => {
      const [event] = ofType(graphOf(site.dir, 'uaeworkshop'), 'EducationEvent');
      expect(event).toMatchObject({
        startDate: expect.stringMatching(/^\d{4}-07-14T18:00:00\+04:00$/),
        endDate: expect.stringMatching(/^\d{4}-07-15T20:00:00\+04:00$/),
        eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
        location: { '@type': 'VirtualLocation', name: 'Zoom' },
        inLanguage: 'en',
        offers: {
          ...parseMoney(String(workshop.props.price)),
          availability: expect.stringMatching(/^https:\/\/schema\.org\/(InStock|SoldOut)$/),
        },
      });
    });

    it('the keynote names the speaker as a Person giving the speaking service', () => {
      const graph = graphOf(site.dir, 'keynote');
      const [person] = ofType(graph, 'Person');
      expect(Object.keys(person!).sort()).toEqual(['@id', '@type', 'name']);
      expect(ofType(graph, 'Service')[0]!.provider).toEqual({ '@id': person!['@id'] });
    });

    it('the Lighthouse FAQ has the questions the page shows, with their answers', () => {
      const html = readFileSync(path.join(site.dir, htmlFileForPath('lighthouse')), 'utf8');
      const [faq] = ofType(graphOf(site.dir, 'lighthouse'), 'FAQPage');
      const listed = faq!.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
      expect(
        listed.map(({ name, acceptedAnswer }) => ({ name, answer: acceptedAnswer.text.replace(/\s+/g, ' ') })),
      ).toEqual(questions.map((question) => ({ name: question.props.title, answer: question.text })));
      for (const { name } of listed) expect(html).toContain(`>${name.replace(/'/g, '&#x27;')}</h3>`);
    });

    it('the research Article cites every source the page links', () => {
      const html = readFileSync(path.join(site.dir, htmlFileForPath('research')), 'utf8');
      const [article] = ofType(graphOf(site.dir, 'research'), 'Article');
      const cited = (article!.citation as { url: string }[]).map((work) => work.url);
      expect(new Set(cited)).toEqual(new Set(findings.map((finding) => finding.props.link)));
      for (const url of cited) expect(html).toContain(`href="${url}"`);
    });
  });
}

for (const site of everySite()) {
  const routes = siteRoutes(site.dir, site.base).filter((route) => !route.notFound);

  describe(`social images (${site.name} build)`, () => {
    it.each(routes.map((route) => [routeLabel(route), route.path]))(
      '%s points og:image and twitter:image at an image the build wrote',
      (_label, routePath) => {
        const html = readFileSync(path.join(site.dir, htmlFileForPath(routePath)), 'utf8');
        const content = (key: string) =>
          new RegExp(`<meta (?:property|name)="${key.replace(/:/g, ':')}" content="([^"]+)">`).exec(html)?.[1];
        const image = new URL(content('og:image')!);
        expect(content('twitter:image')).toBe(image.href);
        expect(content('og:image:alt')).toBeTruthy();
        expect(image.pathname.startsWith(site.base)).toBe(true);
        // Under social/, which other sites may load (Cross-Origin-Resource-Policy: cross-origin).
        expect(image.pathname.startsWith(`${site.base}social/`)).toBe(true);
        const png = readFileSync(path.join(site.dir, image.pathname.slice(site.base.length)));
        // IHDR: width and height, 1200×630, as the tags of a generated card say.
        expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
        if (content('og:image:width'))
          expect([content('og:image:width'), content('og:image:height')]).toEqual(['1200', '630']);
      },
    );
  });
}
