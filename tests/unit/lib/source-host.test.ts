import { describe, expect, it } from 'vitest';
import { sourceHost } from '../../../src/lib/source-host.ts';

describe('sourceHost', () => {
  it.each([
    ['https://www.apa.org/pubs/reports/work-in-america', 'apa.org'],
    ['https://news.samsung.com/us/story', 'news.samsung.com'],
    ['http://WWW.Example.org/', 'example.org'],
    ['https://www.example.com:8443/report', 'example.com:8443'],
    ['https://localhost:4173/x', 'localhost:4173'],
    ['https://wwwhealth.org/', 'wwwhealth.org'],
    ['https://www.who.int/news?id=1#top', 'who.int'],
    ['  https://www.pewresearch.org/  ', 'pewresearch.org'],
  ])('%s → %s', (link, host) => {
    expect(sourceHost(link)).toBe(host);
  });

  it.each([
    ['', 'empty'],
    ['/research', 'a relative path'],
    ['research/report.pdf', 'a bare relative path'],
    ['www.apa.org/report', 'a host without a scheme'],
    ['mailto:research@example.com', 'a mailto: address'],
    ['https://exa mple.com/report', 'a host with a space'],
    ['not a link at all', 'plain words'],
    ['https://', 'a scheme with no host'],
  ])('shows the raw link for %j (%s)', (link) => {
    expect(sourceHost(link)).toBe(link);
  });
});
