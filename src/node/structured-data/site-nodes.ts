import type { StructuredDataSite, Thing } from './schema-types.ts';

/** The logo search engines show for the organisation: the site's icon. */
export const LOGO_PATH = '/favicon.svg';

/** The movement itself, on every page. */
export function organization(site: StructuredDataSite, url: (path: string) => string): Thing {
  return {
    '@type': 'Organization',
    '@id': `${url('/')}#organization`,
    name: site.brand,
    url: url('/'),
    logo: url(LOGO_PATH),
    sameAs: site.links.profiles.map((profile) => profile.url),
  };
}

/** The site, on every page. */
export function webSite(site: StructuredDataSite, url: (path: string) => string): Thing {
  return {
    '@type': 'WebSite',
    '@id': `${url('/')}#website`,
    name: site.brand,
    url: url('/'),
    publisher: { '@id': `${url('/')}#organization` },
  };
}

/** Home, then the page itself (just Home on the home page). */
export function breadcrumbs(pathname: string, title: string, url: (path: string) => string): Thing {
  const crumbs = [{ name: 'Home', path: '/' }];
  if (pathname !== '/') crumbs.push({ name: title, path: pathname });
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: url(crumb.path),
    })),
  };
}
