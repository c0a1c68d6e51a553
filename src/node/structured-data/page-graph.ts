import type { PageFacts } from '../../lib/page-facts.ts';
import { article, faqPage, service, speaker, workshopEvent } from './page-nodes.ts';
import type { StructuredDataSite, Thing } from './schema-types.ts';
import { breadcrumbs, organization, webSite } from './site-nodes.ts';

export interface PageGraphInput {
  /** The route without the base path: '/research'. */
  pathname: string;
  frontmatter: { title: string; description: string };
  /** What the page's components reported while it rendered. */
  facts: PageFacts;
  site: StructuredDataSite;
  /** A root-relative path as an absolute URL on the site. */
  url: (path: string) => string;
}

/** "Book a Keynote | Family Glue" → "Book a Keynote": the page's own name, without the brand after it. */
export function pageName(title: string, brand: string): string {
  const suffix = new RegExp(`\\s*[|–—-]\\s*${brand.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
  return title.replace(suffix, '') || title;
}

/**
 * Everything a page tells search engines, as one schema.org graph: the organisation, the site and the
 * breadcrumb on every page, then what its components reported (services, FAQ, sources, the workshop).
 */
export function pageGraph({ pathname, frontmatter, facts, site, url }: PageGraphInput): Thing[] {
  const pageUrl = url(pathname);
  const org = organization(site, url);
  const name = pageName(frontmatter.title, site.brand);
  const graph: Thing[] = [org, webSite(site, url), breadcrumbs(pathname, name, url)];

  const person = facts.services.some((fact) => fact.bySpeaker)
    ? { ...speaker(site), '@id': `${pageUrl}#speaker` }
    : undefined;
  if (person) graph.push(person);
  for (const fact of facts.services) {
    graph.push(service(fact, { '@id': fact.bySpeaker && person ? person['@id'] : org['@id']! }, pageUrl));
  }
  if (facts.questions.length) graph.push(faqPage(facts.questions, pageUrl));
  if (facts.citations.length) graph.push(article(name, frontmatter.description, facts.citations, pageUrl, org['@id']!));
  for (const pack of facts.packages)
    graph.push(workshopEvent(name, frontmatter.description, pack, site, pageUrl, org['@id']!));
  return graph;
}
