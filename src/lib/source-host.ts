/**
 * What a research item shows as its source: the link's host without a leading `www.` (apa.org), or the
 * raw link itself when it is not an absolute URL with a host (a relative path, a mailto: address, a typo),
 * so a reader always sees where the link goes.
 */
export function sourceHost(link: string): string {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return link;
  }
  if (!url.hostname) return link;
  return url.host.replace(/^www\./i, '');
}
