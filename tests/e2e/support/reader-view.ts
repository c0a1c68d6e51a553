import { isProbablyReaderable, Readability } from '@mozilla/readability';
import { Window } from 'happy-dom';

/**
 * What a reader mode leaves out of a page by design, so the share of the page's text its article keeps is
 * measured on the rest. Each is page furniture, not the text a reader came for, and Readability drops it too.
 */
export const NOT_FOR_READERS = [
  // Ways around the page (the menu, the table of contents), not the text.
  'nav',
  // Buttons, and links drawn as buttons: calls to action and "Read source", which do their job on the page.
  'button',
  '.btn',
  // The calculator: its form does nothing in a reader mode, and its step keeps the worked example in prose.
  'form',
  'fg-island[module="CostCalculator"]',
  // The page's footer: contact links, follow links and the copyright line.
  'footer',
  // Reader View heads the article with its title (checked on its own), and Readability drops an h1 that repeats it.
  'h1',
  // What nobody is meant to read.
  '[aria-hidden="true"]',
  '[hidden]',
  'noscript',
  'script',
  'style',
  'template',
];

/** The elements whose text a reader takes in as one piece: a block of text is kept by a reader mode or not. */
const BLOCKS =
  'p, li, dt, dd, h1, h2, h3, h4, h5, h6, td, th, caption, figcaption, blockquote, pre, summary, div, section, article, aside, header, footer, main, figure, details, dl, ul, ol, table';

/** Whitespace as a reader sees it: runs of it are one space. */
const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A block of `<main>`'s text, with where it sits (its element's tag and class) to name it when it is lost. */
export interface TextBlock {
  text: string;
  where: string;
}

export interface ReaderView {
  /** Whether Firefox would offer its Reader View button on the page (Readability's own quick test). */
  readerable: boolean;
  article: { title: string; byline: string; siteName: string; text: string } | null;
  /** `<main>`'s text a reader needs, block by block, in reading order. */
  mainBlocks: TextBlock[];
  /** Those of `mainBlocks` the article lost. */
  lost: TextBlock[];
  /** The share of `mainBlocks`' characters the article holds, 0 to 1. */
  kept: number;
}

/** Reads a page's HTML in a DOM that runs no script and loads nothing, as `url` would be. */
function documentOf(html: string, url: string): Document {
  const window = new Window({
    url,
    settings: {
      disableJavaScriptEvaluation: true,
      disableJavaScriptFileLoading: true,
      disableCSSFileLoading: true,
      disableIframePageLoading: true,
      navigation: {
        disableChildFrameNavigation: true,
        disableChildPageNavigation: true,
        disableMainFrameNavigation: true,
      },
    },
  });
  window.document.write(html);
  return window.document as unknown as Document;
}

/** `<main>`'s text without what a reader mode drops, grouped by the block each piece of text sits in. */
function readerBlocks(main: Element): TextBlock[] {
  for (const element of main.querySelectorAll(NOT_FOR_READERS.join(', '))) element.remove();
  const blocks = new Map<Element, string[]>();
  const walker = main.ownerDocument.createTreeWalker(main, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const block = node.parentElement!.closest(BLOCKS) ?? main;
    blocks.set(block, [...(blocks.get(block) ?? []), node.textContent ?? '']);
  }
  return [...blocks]
    .map(([element, texts]) => ({
      text: normalise(texts.join('')),
      where: `<${element.tagName.toLowerCase()}${element.className ? ` class="${element.className}"` : ''}>`,
    }))
    .filter((block) => block.text !== '');
}

/**
 * The page as Firefox's Reader View takes it: whether it offers the view, the article Readability makes of it,
 * and how much of `<main>`'s text (less what a reader mode drops) that article holds, by block: a block counts
 * when its whole text is in the article.
 */
export function readerView(html: string, url: string): ReaderView {
  const readerable = isProbablyReaderable(documentOf(html, url));
  const parsed = new Readability(documentOf(html, url)).parse();
  const main = documentOf(html, url).querySelector('main');
  if (!main) throw new Error(`${url} has no <main>.`);
  const mainBlocks = readerBlocks(main);
  const articleText = normalise(parsed?.textContent ?? '');
  const lost = mainBlocks.filter((block) => !articleText.includes(block.text));
  const length = (blocks: TextBlock[]) => blocks.reduce((sum, block) => sum + block.text.length, 0);
  return {
    readerable,
    article: parsed && {
      title: parsed.title ?? '',
      byline: parsed.byline ?? '',
      siteName: parsed.siteName ?? '',
      text: articleText,
    },
    mainBlocks,
    lost,
    kept: 1 - length(lost) / length(mainBlocks),
  };
}
