import { site } from '../../../content/site.ts';

/** The external forms the pages embed in iframes: the only third-party documents a page may load. */
export const formEmbedUrls: string[] = [site.links.contactForm, site.links.keynoteBookingForm];

/** The distinct origins of the given URLs, e.g. 'https://forms.example.com'. */
export function originsOf(urls: string[]): string[] {
  return [...new Set(urls.map((url) => new URL(url).origin))];
}
