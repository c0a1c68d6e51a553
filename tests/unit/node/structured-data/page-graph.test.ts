import { describe, expect, it } from 'vitest';
import { emptyPageFacts, type PageFacts } from '../../../../src/lib/page-facts.ts';
import { jsonLdScript } from '../../../../src/node/structured-data/json-ld.ts';
import { parseMoney } from '../../../../src/node/structured-data/money.ts';
import { pageGraph, pageName } from '../../../../src/node/structured-data/page-graph.ts';
import type { StructuredDataSite, Thing } from '../../../../src/node/structured-data/schema-types.ts';

const site: StructuredDataSite = {
  brand: 'Family Glue',
  siteUrl: 'https://glue.test',
  speakerName: 'Sam Speaker',
  links: { profiles: [{ url: 'https://social.test/glue' }] },
  uaeWorkshop: {
    year: '2031',
    sessions: [
      { date: '07-14', start: '18:00', end: '20:00' },
      { date: '07-15', start: '18:00', end: '20:00' },
    ],
    utcOffset: '+04:00',
    language: 'en',
  },
};
const url = (path: string) => `https://glue.test${path}`;

function graph(pathname: string, facts: Partial<PageFacts> = {}, title = 'A page | Family Glue') {
  return pageGraph({
    pathname,
    frontmatter: { title, description: 'What it is.' },
    facts: { ...emptyPageFacts(), ...facts },
    site,
    url,
  });
}
const ofType = (nodes: Thing[], type: string) => nodes.filter((node) => node['@type'] === type);

describe('pageGraph', () => {
  it('gives every page the organisation, the site and a breadcrumb', () => {
    const nodes = graph('/research');
    expect(ofType(nodes, 'Organization')[0]).toMatchObject({
      name: 'Family Glue',
      url: 'https://glue.test/',
      logo: 'https://glue.test/favicon.svg',
      sameAs: ['https://social.test/glue'],
    });
    expect(ofType(nodes, 'WebSite')[0]).toMatchObject({ url: 'https://glue.test/' });
    expect(ofType(nodes, 'BreadcrumbList')[0]!.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://glue.test/' },
      { '@type': 'ListItem', position: 2, name: 'A page', item: 'https://glue.test/research' },
    ]);
    expect(nodes).toHaveLength(3);
  });

  it('lists a service with its cards as offers and its figures as the price', () => {
    const nodes = graph('/', {
      services: [
        {
          name: 'Personal sessions',
          bySpeaker: false,
          offers: [],
          figures: [
            { value: '45 minutes', label: 'one-on-one' },
            { value: '$99', label: 'per session' },
          ],
        },
      ],
    });
    const [service] = ofType(nodes, 'Service');
    expect(service).toMatchObject({
      name: 'Personal sessions',
      provider: { '@id': 'https://glue.test/#organization' },
    });
    expect(service!.offers).toEqual([
      {
        '@type': 'Offer',
        description: '45 minutes one-on-one, $99 per session',
        price: '99',
        priceCurrency: 'USD',
        url: 'https://glue.test/',
      },
    ]);
  });

  it('names the speaker from the settings as the provider of a speaker-given service', () => {
    const nodes = graph('/keynote', {
      services: [
        { name: 'Keynotes', bySpeaker: true, offers: [{ name: 'For schools', description: 'Talks.' }], figures: [] },
      ],
    });
    expect(ofType(nodes, 'Person')).toEqual([
      { '@type': 'Person', name: 'Sam Speaker', '@id': 'https://glue.test/keynote#speaker' },
    ]);
    expect(ofType(nodes, 'Service')[0]!.provider).toEqual({ '@id': 'https://glue.test/keynote#speaker' });
  });

  it('turns the questions into an FAQPage and the sources into an Article citing each once', () => {
    const nodes = graph('/x', {
      questions: [{ question: 'Why?', answer: 'Because.' }],
      citations: ['https://a.test/', 'https://b.test/', 'https://a.test/'],
    });
    expect(ofType(nodes, 'FAQPage')[0]!.mainEntity).toEqual([
      { '@type': 'Question', name: 'Why?', acceptedAnswer: { '@type': 'Answer', text: 'Because.' } },
    ]);
    expect(ofType(nodes, 'Article')[0]!.citation).toEqual([
      { '@type': 'CreativeWork', url: 'https://a.test/' },
      { '@type': 'CreativeWork', url: 'https://b.test/' },
    ]);
  });

  it('lists the workshop as an online event over both evenings, sold out once registration has closed', () => {
    const closed = ofType(
      graph('/uae', { packages: [{ title: 'Full workshop', price: 'AED 999', registrationOpen: false }] }),
      'EducationEvent',
    )[0]!;
    expect(closed).toMatchObject({
      startDate: '2031-07-14T18:00:00+04:00',
      endDate: '2031-07-15T20:00:00+04:00',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', name: 'Zoom', url: 'https://glue.test/uae' },
      inLanguage: 'en',
      offers: { price: '999', priceCurrency: 'AED', availability: 'https://schema.org/SoldOut' },
    });
    expect(closed.subEvent).toHaveLength(2);
    const open = ofType(
      graph('/uae', { packages: [{ title: 'Full workshop', price: 'AED 999', registrationOpen: true }] }),
      'EducationEvent',
    )[0]!;
    expect(open.offers).toMatchObject({ availability: 'https://schema.org/InStock' });
  });
});

describe('pageName', () => {
  it('drops the brand after a separator and keeps a title that only mentions it', () => {
    expect(pageName('Book a Keynote | Family Glue', 'Family Glue')).toBe('Book a Keynote');
    expect(pageName('Turning AI into Family Glue', 'Family Glue')).toBe('Turning AI into Family Glue');
  });
});

describe('parseMoney', () => {
  it('reads dollar and ISO-coded prices and nothing else', () => {
    expect(parseMoney('$99')).toEqual({ price: '99', priceCurrency: 'USD' });
    expect(parseMoney('AED 1,999')).toEqual({ price: '1999', priceCurrency: 'AED' });
    expect(parseMoney('45 minutes')).toBeUndefined();
  });
});

describe('jsonLdScript', () => {
  it('writes JSON that cannot close its script element', () => {
    const tag = jsonLdScript([{ '@type': 'Thing', name: '</script><script>alert(1)</script>' }]);
    expect(tag.match(/<\/script>/g)).toHaveLength(1);
    const json = JSON.parse(/>(.*)<\/script>$/.exec(tag)![1]!);
    expect(json['@graph'][0].name).toBe('</script><script>alert(1)</script>');
    expect(json['@context']).toBe('https://schema.org');
  });
});
