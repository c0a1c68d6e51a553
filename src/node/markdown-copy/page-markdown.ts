import type { Root, RootContent } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { componentForms, type FormInput } from './component-forms.ts';
import { isElement, isExpression, type CopyElement, type CopyNode } from './copy-tree.ts';
import { asFlow, asPhrasing, heading, image, link, list, paragraph, text } from './mdast-builders.ts';

export interface MarkdownCopyOptions {
  /** The page's content file, for the message when its code fails. */
  file: string;
  /** The page's own address, absolute: links to `#x` become links to it. */
  pageUrl: string;
  /** A site path ('/research', '/images/x.svg') as an absolute address, under the base path. */
  siteUrl: (path: string) => string;
  /** Where a picture under public/ is served (its largest copy), from the site's root. */
  picture: (src: string) => string;
}

const processor = unified()
  .use(remarkGfm)
  .use(remarkStringify, { bullet: '-', emphasis: '_', strong: '*', rule: '-', listItemIndent: 'one', fences: true });

/**
 * A page's Markdown copy: its copy tree (copy-tree.ts) with every component in its Markdown form (component-forms.ts),
 * every `{…}` filled in, and every link and picture an absolute address, so the copy reads the same wherever it is
 * pasted. No JSX, import, prop or HTML is left.
 */
export function pageMarkdown(copy: CopyNode[], options: MarkdownCopyOptions): string {
  const root: Root = { type: 'root', children: asFlow(convertAll(copy, options)) };
  // A paragraph left with nothing to say (it held a component that writes nothing, such as <GuideProgress />).
  visit(root, 'paragraph', (node, index, parent) => {
    if (parent && index !== undefined && !holdsSomething(node)) {
      parent.children.splice(index, 1);
      return index;
    }
  });
  visit(root, (node) => {
    if (node.type === 'link') node.url = absolute(node.url, options);
    if (node.type === 'image') node.url = absolute(options.picture(node.url), options);
  });
  // An `&` that starts no character reference (Q&A) needs no escape, and a reader pasting the copy sees none.
  return processor.stringify(root).replace(/\\&(?!#?\w+;)/g, '&');
}

/** Whether a node shows anything: words, a picture or a line break. */
function holdsSomething(node: RootContent): boolean {
  if (node.type === 'text') return node.value.trim() !== '';
  if (node.type === 'image' || node.type === 'inlineCode') return true;
  return 'children' in node && node.children.some((child) => holdsSomething(child as RootContent));
}

function absolute(url: string, { pageUrl, siteUrl }: MarkdownCopyOptions): string {
  if (url.startsWith('#')) return `${pageUrl}${url}`;
  if (url.startsWith('/') && !url.startsWith('//')) return siteUrl(url);
  return new URL(url, pageUrl).href;
}

function convertAll(nodes: CopyNode[], options: MarkdownCopyOptions): RootContent[] {
  return nodes.flatMap((node) => convert(node, options));
}

function convert(node: CopyNode, options: MarkdownCopyOptions): RootContent[] {
  if (isExpression(node)) {
    const value = run(node.value, options);
    return value === null || value === undefined || value === false ? [] : [text(String(value))];
  }
  if (isElement(node)) {
    const written = writeElement(node, options);
    return node.type === 'mdxJsxTextElement' ? asPhrasing(written) : asFlow(written);
  }
  if (!('children' in node) || !Array.isArray(node.children)) return [node as RootContent];
  const children = convertAll(node.children, options);
  // Headings, paragraphs and table cells hold phrasing; the rest hold blocks (a list item, a quote).
  const phrasing = ['heading', 'paragraph', 'tableCell', 'emphasis', 'strong', 'delete', 'link'].includes(node.type);
  return [
    {
      ...node,
      children: phrasing
        ? asPhrasing(children)
        : node.type === 'list' || node.type === 'table' || node.type === 'tableRow'
          ? children
          : asFlow(children),
    } as RootContent,
  ];
}

/** A component by its form; a plain HTML tag as the Markdown it stands for; any other tag as what is inside it. */
function writeElement(element: CopyElement, options: MarkdownCopyOptions): RootContent[] {
  const input = formInput(element, options);
  const form = element.name && Object.hasOwn(componentForms, element.name) ? componentForms[element.name] : undefined;
  if (form) return form.write(input);
  const inside = () => input.children();
  const href = typeof input.props.href === 'string' ? input.props.href : undefined;
  switch (element.name) {
    case 'h1':
    case 'h2':
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6':
      return [heading(Number(element.name[1]), ...asPhrasing(inside()))];
    case 'p':
      return [paragraph(...asPhrasing(inside()))];
    case 'a':
      return href ? [link(href, ...asPhrasing(inside()))] : inside();
    case 'strong':
    case 'b':
      return [{ type: 'strong', children: asPhrasing(inside()) }];
    case 'em':
    case 'i':
      return [{ type: 'emphasis', children: asPhrasing(inside()) }];
    case 'br':
      return [{ type: 'break' }];
    case 'img':
      return typeof input.props.src === 'string'
        ? [image(input.props.src, typeof input.props.alt === 'string' ? input.props.alt : '')]
        : [];
    case 'ul':
    case 'ol':
      return [
        list(
          element.name === 'ol',
          input.inside('li').map((item) => asFlow(item.children())),
        ),
      ];
    default:
      return inside();
  }
}

function formInput(element: CopyElement, options: MarkdownCopyOptions): FormInput {
  const props = Object.fromEntries(
    Object.entries(element.props).map(([name, value]) => [
      name,
      typeof value === 'function' ? run(value as () => unknown, options) : value,
    ]),
  );
  return {
    props,
    children: () => convertAll(element.children, options),
    inside: (name) => elementsNamed(element.children, name).map((found) => formInput(found, options)),
  };
}

/** The elements of that name among the nodes and inside them (not inside one another). */
function elementsNamed(nodes: CopyNode[], name: string): CopyElement[] {
  return nodes.flatMap((node) => {
    if (isElement(node) && node.name === name) return [node];
    return 'children' in node && Array.isArray(node.children) ? elementsNamed(node.children as CopyNode[], name) : [];
  });
}

function run(code: () => unknown, { file }: MarkdownCopyOptions): unknown {
  try {
    return code();
  } catch (error) {
    throw new Error(
      `${file}: the Markdown copy could not run the page's code (${error instanceof Error ? error.message : String(error)}).`,
      { cause: error },
    );
  }
}
