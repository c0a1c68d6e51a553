/** The page copy and picture a social image shows. */
export interface SocialCardInput {
  brand: string;
  title: string;
  /** Left out when it only repeats the title. */
  description?: string;
  /** The hero picture as a data: URI, 4:3. */
  heroDataUri?: string;
}

/** The Fraunces files the card uses: satori reads .woff (not .woff2) from the installed @fontsource package. */
export const FONT_FILES = [
  { weight: 400 as const, file: '@fontsource/fraunces/files/fraunces-latin-400-normal.woff' },
  { weight: 600 as const, file: '@fontsource/fraunces/files/fraunces-latin-600-normal.woff' },
];

/** How a card showing a photo is written: a JPEG at a quality that keeps its text crisp. */
export const PHOTO_CARD = { quality: 85, mozjpeg: true, chromaSubsampling: '4:4:4' } as const;

export const SOCIAL_IMAGE_WIDTH = 1200;
export const SOCIAL_IMAGE_HEIGHT = 630;

// The site's palette (src/styles/global.css @theme).
const navy900 = '#18223b';
const navy100 = '#e1e7f3';
const amber300 = '#f8c25d';
const amber400 = '#f4ab35';
const cream50 = '#fffdf8';

type Style = Record<string, string | number>;
interface Element {
  type: string;
  props: {
    style?: Style;
    src?: string;
    width?: number;
    height?: number;
    children?: (Element | string)[] | Element | string;
  };
}
const box = (style: Style, ...children: (Element | string | false | undefined)[]): Element => ({
  type: 'div',
  props: {
    style: { display: 'flex', ...style },
    children: children.filter((child): child is Element | string => Boolean(child)),
  },
});

/** A shortened description, so the card never overflows: at most `limit` characters, cut at a word. */
export function clip(text: string, limit: number): string {
  if (text.length <= limit) return text;
  return `${text.slice(0, limit).replace(/\s+\S*$/, '')}…`;
}

/**
 * The card as satori's element tree: a navy band in the site's look, the brand in amber, the page's title in
 * Fraunces, its description under it, and the hero picture beside them.
 */
export function socialCard({ brand, title, description, heroDataUri }: SocialCardInput): Element {
  const text = box(
    { flexDirection: 'column', justifyContent: 'center', flex: 1, paddingRight: heroDataUri ? 48 : 0 },
    box(
      {
        color: amber300,
        fontSize: 28,
        fontWeight: 600,
        letterSpacing: 2,
        textTransform: 'uppercase',
        marginBottom: 24,
      },
      brand,
    ),
    box({ color: cream50, fontSize: title.length > 48 ? 54 : 64, fontWeight: 600, lineHeight: 1.1 }, clip(title, 90)),
    description &&
      box({ color: navy100, fontSize: 28, fontWeight: 400, lineHeight: 1.35, marginTop: 28 }, clip(description, 150)),
  );
  const picture: Element | undefined = heroDataUri
    ? {
        type: 'img',
        props: { src: heroDataUri, width: 440, height: 330, style: { borderRadius: 32, objectFit: 'cover' } },
      }
    : undefined;
  return box(
    { width: '100%', height: '100%', flexDirection: 'column', backgroundColor: navy900, fontFamily: 'Fraunces' },
    box({ flex: 1, alignItems: 'center', padding: '56px 64px' }, text, picture),
    box({ height: 14, backgroundColor: amber400 }),
  );
}
