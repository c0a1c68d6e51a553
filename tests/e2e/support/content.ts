import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { slug } from 'github-slugger';
import type { Root, RootContent } from 'mdast';
import type { Site } from '../../../content/site.ts';
import {
  attributeExpression,
  attributeValue,
  jsxElements,
  lookUp,
  namedAttributes,
  sitePath,
  type JsxElement,
} from '../../../src/node/content-check/page/jsx.ts';
import { parsePage } from '../../../src/node/content-check/page/parse-page.ts';
import { fillTemplate } from '../../../src/lib/copy-template.ts';
import { routePathForFile } from '../../../src/lib/route-path.ts';

/**
 * What the tests know of the site's words, read from its content as the build reads it: the tests check behaviour,
 * and that what a page shows comes from here, so a copywriter's edit of a word, a price, a picture or a page keeps
 * them green. E2E_PROJECT names another copy of the project to read (and build: global-setup.ts), such as the one
 * the copywriter's edits are made in (scripts/copywriter-edits.ts).
 */
export const PROJECT = path.resolve(process.env.E2E_PROJECT ?? '.');

/** content/site.ts of the project under test. */
export const settings: Site = ((await import(path.join(PROJECT, 'content/site.ts'))) as { site: Site }).site;

/**
 * One component (or HTML tag) in a page's MDX: its props as the page writes them (a value the page computes in code
 * stays its estree expression), and the words inside it.
 */
export interface ContentElement {
  name: string;
  props: Record<string, unknown>;
  /** The text it wraps, with `{site.…}` filled in and Markdown marks left out. */
  text: string;
  node: JsxElement;
}

/** A page's MDX, read through the content check's own parser. */
export interface ContentPage {
  file: string;
  route: string;
  tree: Root;
  /** Its frontmatter fields. */
  frontmatter: Record<string, unknown>;
  /** Every `<name>` in the page, in reading order; inside `within` only, when given. */
  elements(name: string, within?: ContentElement): ContentElement[];
  /** The one `<name>` of the page; throws when there is none or more than one. */
  element(name: string, within?: ContentElement): ContentElement;
  /** The text of every Markdown heading of that depth, in order. */
  headings(depth: number, within?: ContentElement): string[];
  /** The words of the first `<ButtonLink>` to `to` (inside `within`, when given); throws when there is none. */
  buttonTo(to: string, within?: ContentElement): string;
  /** The `<Section>` with this id. */
  section(id: string): ContentElement;
  /** The text of the last heading of that depth before `element`: the heading it is listed under. */
  headingBefore(element: ContentElement, depth: number): string;
  /** Every Markdown link, `[text](url)`, in order. */
  links(within?: ContentElement): { text: string; url: string }[];
}

/** Every page's content file, `content/x.mdx`, sorted. */
export async function contentFiles(): Promise<string[]> {
  const entries = await readdir(path.join(PROJECT, 'content'), { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.mdx'))
    .map((entry) => path.relative(PROJECT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** Every route the site has a page for (`/`, `/research`, …), the not-found page left out. */
export async function contentRoutes(): Promise<string[]> {
  return (await contentFiles()).map(routePathForFile).filter((route) => route !== '*');
}

const pages = new Map<string, Promise<ContentPage>>();

/** The page for a route (`/research`), or `*` for the not-found page. */
export function contentPage(route: string): Promise<ContentPage> {
  let page = pages.get(route);
  if (!page) pages.set(route, (page = readContentPage(route)));
  return page;
}

async function readContentPage(route: string): Promise<ContentPage> {
  const file = (await contentFiles()).find((candidate) => routePathForFile(candidate) === route);
  if (!file) throw new Error(`No file in ${PROJECT}/content answers ${route}.`);
  const parsed = await parsePage(file, route, await readFile(path.join(PROJECT, file), 'utf8'));
  if (!parsed.tree) throw new Error(`${file} does not compile: ${parsed.compileProblem?.message}`);
  const tree = parsed.tree;
  const { parse } = await import('yaml');
  const frontmatter = (parsed.frontmatter ? parse(parsed.frontmatter.value) : {}) as Record<string, unknown>;
  const all = jsxElements(tree).map(toContentElement);
  const elements = (name: string, within?: ContentElement) =>
    all.filter((element) => element.name === name && (!within || contains(within.node, element.node)));
  return {
    file,
    route,
    tree,
    frontmatter,
    elements,
    element(name, within) {
      const found = elements(name, within);
      if (found.length !== 1)
        throw new Error(`${file} has ${found.length} <${name}>${within ? ` inside <${within.name}>` : ''}, not one.`);
      return found[0]!;
    },
    headings(depth, within) {
      const headings: string[] = [];
      walk(within ? within.node : tree, (node) => {
        if (node.type === 'heading' && node.depth === depth) headings.push(textOf(node));
      });
      return headings;
    },
    buttonTo(to, within) {
      const button = elements('ButtonLink', within).find((element) => element.props.to === to);
      if (!button) throw new Error(`${file} has no <ButtonLink to="${to}">.`);
      return button.text;
    },
    section(id) {
      const section = elements('Section').find((element) => element.props.id === id);
      if (!section) throw new Error(`${file} has no <Section id="${id}">.`);
      return section;
    },
    headingBefore(element, depth) {
      let heading = '';
      let found = false;
      walk(tree, (node) => {
        if (found) return;
        if (node === element.node) found = true;
        else if (node.type === 'heading' && node.depth === depth) heading = textOf(node);
      });
      if (!found || !heading) throw new Error(`<${element.name}> of ${file} is under no level-${depth} heading.`);
      return heading;
    },
    links(within) {
      const links: { text: string; url: string }[] = [];
      walk(within ? within.node : tree, (node) => {
        if (node.type === 'link') links.push({ text: textOf(node), url: node.url });
      });
      return links;
    },
  };
}

function toContentElement(node: JsxElement): ContentElement {
  const props: Record<string, unknown> = {};
  for (const attribute of namedAttributes(node)) {
    const value = attributeValue(attribute, settings as unknown as Record<string, unknown>);
    props[attribute.name] = value.known ? value.value : attributeExpression(attribute);
  }
  return { name: node.name ?? '', props, text: textOf(node), node };
}

type AnyNode = Root | RootContent;

function walk(node: AnyNode, visit: (node: AnyNode) => void): void {
  visit(node);
  if ('children' in node) for (const child of node.children) walk(child as AnyNode, visit);
}

function contains(outer: AnyNode, inner: AnyNode): boolean {
  let found = false;
  walk(outer, (node) => void (found ||= node === inner && node !== outer));
  return found;
}

/** The anchor rehype-slug gives a heading with these words, as the build does. */
export const anchorOf = (heading: string): string => slug(heading);

/** The words a node shows: its text, with `{site.…}` filled in from the settings, paragraphs apart. */
export function textOf(node: AnyNode): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  if (node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression') {
    const program = node.data?.estree;
    const statement = program?.body[0];
    const expression = statement?.type === 'ExpressionStatement' ? statement.expression : undefined;
    const keys = expression ? sitePath(expression) : null;
    const value = keys ? lookUp(settings, keys.slice(1)) : undefined;
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  }
  if (!('children' in node)) return '';
  const separator =
    node.type === 'root' || node.type === 'mdxJsxFlowElement' || node.type === 'list' || node.type === 'listItem'
      ? ' '
      : '';
  return (node.children as AnyNode[]).map(textOf).join(separator).replace(/\s+/g, ' ').trim();
}

/** The `<Carousel>` of a page as its MDX writes it, and the names the settings give its slides and dots. */
export async function carouselIn(route: string) {
  const carousel = (await contentPage(route)).element('Carousel');
  const slides = carousel.props.images as { src: string; alt: string }[];
  const words = (template: string, n: number) =>
    fillTemplate(template, { number: String(n), total: String(slides.length), alt: slides[n - 1]?.alt ?? '' });
  return {
    label: String(carousel.props.label),
    slides,
    total: slides.length,
    /** Slide n's name, "3 of 5"; its dot's, "Show slide 3 of 5"; what is read out when it shows. */
    slideName: (n: number) => words(settings.carousel.slide, n),
    dotName: (n: number) => words(settings.carousel.dot, n),
    announcement: (n: number) => words(settings.carousel.announcement, n),
  };
}
