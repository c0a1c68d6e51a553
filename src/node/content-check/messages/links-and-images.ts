import { formatKb } from '../../build/byte-budgets.ts';
import { formatBytes } from '../../pictures/picture-budget.ts';
import { message, says } from './message.ts';

/** Where an address is written when it is not in a page's copy: a setting (its path), or a frontmatter field. */
interface WrittenIn {
  setting?: string;
  field?: string;
}

/** Said first, so the copywriter knows where to look: `navigation[1].to: `, `Frontmatter field "image": `. */
const writtenIn = ({ setting, field }: WrittenIn) =>
  setting ? `${setting}: ` : field ? `Frontmatter field "${field}": ` : '';

/** A picture a setting names (the social preview) is a warning: the pages still work without it. */
const pictureSeverity = ({ setting }: WrittenIn) => (setting === undefined ? 'error' : 'warning');

/** Where a page's source writes an image's alt text, to say how to add it there. */
export type AltPlace =
  | { in: 'markdown' }
  | { in: 'img' }
  | { in: 'prop'; component: string; prop: string }
  /** A picture of a list prop: `images={[{ src, alt }]}`. */
  | { in: 'list'; component: string; list: string };

/** An image's alt text as written, and where. */
export type AltText = { text: string } & AltPlace;

function howToAddAlt(alt: AltPlace, url: string): string {
  switch (alt.in) {
    case 'markdown':
      return `Describe it in the brackets: ![What the image shows](${url})`;
    case 'img':
      return 'Add alt="What the image shows"';
    case 'prop':
      return `Add ${alt.prop}="What the image shows" to <${alt.component}>`;
    case 'list':
      return `Add alt: 'What the image shows' to this picture of <${alt.component}> ${alt.list}`;
  }
}

/** Links to pages, anchors and other sites; picture files: docs/writing/messages/links-and-images.md. */
export const linksAndImages = {
  /** `pages` are the site's addresses, for when none is close. */
  'link-no-page': message<{ url: string; setting?: string; suggestion?: string; pages: string[] }>({
    severity: 'error',
    prefix: writtenIn,
    words: says`Link to "${'url'}" goes to a page that does not exist.`,
    hint: ({ suggestion, pages }) => (suggestion ? `Did you mean "${suggestion}"?` : `Pages: ${pages.join(', ')}.`),
  }),
  /** `file` is the page linked to, when it is another. */
  'link-no-anchor': message<{ url: string; setting?: string; id: string; file?: string; suggestion?: string }>({
    severity: 'error',
    prefix: writtenIn,
    words: says`Link to "${'url'}" points at #${'id'}, which ${({ file }) => file ?? 'this page'} does not have.`,
    hint: ({ suggestion }) =>
      `${suggestion ? `Did you mean #${suggestion}? ` : ''}Use a heading's anchor or a <Section id="…">.`,
  }),
  /** `page` is the address it would be as a page of this site. */
  'link-relative': message<{ url: string; setting?: string; page: string }>({
    severity: 'error',
    prefix: writtenIn,
    words: says`Link to "${'url'}" needs a / or https:// at the start.`,
    hint: ({ page }) => `Write "${page}" for a page of this site, or the full https:// address of another site.`,
  }),
  'link-malformed': message<{ url: string; setting?: string }>({
    severity: 'error',
    prefix: writtenIn,
    words: says`Link to "${'url'}" is not a web address.`,
    hint: () => 'Write the full address, starting with https://.',
  }),
  // The page still works, only less safely: a warning.
  'link-insecure': message<{ url: string; setting?: string }>({
    severity: 'warning',
    prefix: writtenIn,
    words: says`Link "${'url'}" is not https:.`,
    hint: () => 'Use the https:// address so visitors are not warned the page is not secure.',
  }),
  /** `path` is the file's path under public/, decoded. */
  'image-missing-file': message<WrittenIn & { url: string; path: string }>({
    severity: pictureSeverity,
    prefix: writtenIn,
    words: says`Image "${'url'}" is not in public/.`,
    hint: ({ path }) => `Add the file at public${path} or correct the path.`,
  }),
  /** `file` is the path as written, from public/. */
  'image-relative': message<WrittenIn & { url: string; file: string }>({
    severity: pictureSeverity,
    prefix: writtenIn,
    words: says`Image "${'url'}" must start with /.`,
    hint: ({ file }) => `Write "/${file}" for the file at public/${file}.`,
  }),
  'image-no-alt': message<{ url: string; alt: AltText }>({
    severity: 'error',
    words: says`Image "${'url'}" has no alt text`,
    hint: ({ alt, url }) => `, so screen readers cannot describe it. ${howToAddAlt(alt, url)}.`,
  }),
  /** `extension` is the file's, with its dot ('' when it has none). */
  'image-unsupported': message<{ url: string; reason: 'heic' | 'pdf' | 'unknown'; extension: string }>({
    severity: 'error',
    words: says`Image "${'url'}" is ${({ reason, extension }) => {
      if (reason === 'heic') return 'an iPhone HEIC photo, which most browsers cannot show.';
      if (reason === 'pdf') return `a PDF document${extension ? ` named ${extension}` : ''}, not a picture.`;
      return 'not a picture a browser can show.';
    }} Export it as JPEG, PNG or WebP`,
    hint: ({ reason }) =>
      `, at any size, and put that file in public/images/${reason === 'heic' ? ' (an iPhone takes JPEGs with Settings › Camera › Formats › Most Compatible)' : ''}.`,
  }),
  'image-truncated': message<{ url: string }>({
    severity: 'error',
    words: says`Image "${'url'}" is cut short`,
    hint: () =>
      ': the file ends before the picture does (a copy or download that did not finish). Copy it again from the original.',
  }),
  // The picture still shows, only soft: a warning.
  'image-too-narrow': message<{ url: string; width: number; component: string; widest: number }>({
    severity: 'warning',
    words: says`Image "${'url'}" is ${'width'} px wide, and <${'component'}> shows it up to ${'widest'} px wide`,
    hint: ({ widest }) =>
      `, so it looks soft on larger screens. Use a copy at least ${widest} px wide (larger is fine: the build makes the smaller copies).`,
  }),
  /**
   * Over the budget for one picture (`budget`, in bytes): an SVG or GIF as it is `sent`, or a photo's copy for
   * a `phone` after the build resizes it.
   */
  'image-over-budget': message<
    { url: string; budget: number } & (
      { sent: 'svg' | 'gif'; bytes: number } | { phone: { bytes: number; width: number; format: string } }
    )
  >({
    severity: 'error',
    words: says`Image "${'url'}" is ${(data) =>
      'sent' in data
        ? `${formatBytes(data.bytes)}, and every visitor downloads all of it (a ${data.sent.toUpperCase()} is sent as it is)`
        : `still ${formatBytes(data.phone.bytes)} on a phone after the build resizes it (${data.phone.width} px wide, ${data.phone.format.toUpperCase()})`}; one picture may weigh at most ${({ budget }) => formatBytes(budget)}.`,
    hint: (data) =>
      'sent' in data
        ? `${data.sent === 'svg' ? 'Simplify the drawing, or export' : 'Export'} it as JPEG, PNG or WebP, which the build resizes for each screen.`
        : 'Crop it to what matters, or choose a calmer picture.',
  }),
  /** `total` and `budget` in bytes; `file` is the page the picture is on. */
  'offline-pictures-over-budget': message<{ url: string; total: number; budget: number; file: string }>({
    severity: 'error',
    words: says`Image "${'url'}" brings the pictures kept for offline to ${({ total }) => formatBytes(total)}, over their budget of ${({ budget }) => formatBytes(budget)}`,
    hint: ({ file }) =>
      `: every visitor's phone downloads the guide's pictures after a first visit. Use fewer photos on ${file}, or crop them to what matters.`,
  }),
  /** Found by the build once the page is rendered (src/node/build/page-weight.ts); `size` and `budget` in bytes, gzipped. */
  'page-over-budget': message<{ size: number; budget: number }>({
    severity: 'error',
    words: says`This page's HTML is ${({ size }) => formatKb(size)} as it is sent, over its budget of ${({ budget }) => formatKb(budget)}`,
    hint: () =>
      ': a phone reads all of it before it shows the page. Split it into two pages, or move a long part to a page of its own and link to it.',
  }),
};
