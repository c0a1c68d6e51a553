/**
 * Every kind of message the content check can print, with the words it says (`…` stands for the part that
 * changes), grouped by the page of docs/writing/messages/ that explains them. Each problem names its kind, so a
 * new message cannot be added without an entry here, and the guide's tests fail until its page explains it.
 */
const kindsByPage = {
  files: {
    'file-not-page': '… is not a page: pages end in .mdx',
    'file-not-content': '… is not part of the site',
    'file-image': 'Images go in public/images/',
    'file-bad-name': 'The … name "…" cannot be part of an address',
    'route-collision': 'This file and … are both the page …',
    'page-missing': 'The … page is missing',
    'settings-missing-file': 'The settings file is missing',
  },

  reading: {
    // MDX that cannot be read
    'mdx-unclosed-tag': '<…> is never closed',
    'mdx-mismatched-tag': '</…> does not match the open <…>',
    'mdx-unclosed-brace': 'A { is never closed',
    'mdx-invalid-code': 'The code between { and } is not valid',
    // (in a page's tag, or in the settings file)
    'unclosed-quote': 'This value is missing its closing quote',
    'mdx-stray-less-than': 'A < starts a tag here',
    'mdx-lazy-line': 'A tag or brace continues on a line that is not indented',
    'mdx-unreadable': 'This MDX cannot be read',
    // import lines in a page
    'import-provided': 'Every page already has … without an import',
    'import-missing': 'This import finds nothing',
    // Code in braces
    'site-unknown': 'site.… is not in content/site.ts',
    'name-unknown': '{…} uses …, which a page does not have',
    // Markdown the page shows as typed
    'markdown-as-text': '"…" shows on the page as typed',
  },

  headings: {
    'heading-no-h1': 'The page has no # heading',
    'heading-second-h1': 'A page has one # heading, its headline, and this is a second',
    'heading-skip': '… heading skips a level',
  },

  frontmatter: {
    'frontmatter-missing': 'Frontmatter is missing',
    'frontmatter-fence': 'The frontmatter must start on the first line with exactly three dashes ---',
    'frontmatter-unclosed': 'The frontmatter is never closed',
    'frontmatter-yaml': 'Frontmatter is not valid YAML',
    'frontmatter-field-missing': 'Frontmatter field "…" is missing',
    'frontmatter-field-empty': 'Frontmatter field "…" is empty',
    'frontmatter-field-type': 'Frontmatter field "…" must be',
    'frontmatter-field-unknown': 'Frontmatter field "…" is not known',
  },

  components: {
    'component-unknown': 'Unknown component <…>',
    'tag-unknown': 'Unknown tag <…>',
    'prop-missing': '<…> is missing the "…" prop',
    'prop-unknown': '<…> has no prop "…"',
    'prop-not-option': '<…> … is not an option',
    'prop-not-text': '<…> … must be text',
    'prop-not-number': '<…> … must be a number',
    'prop-not-boolean': '<…> … must be true or false',
    'prop-not-list': '<…> … must be a list',
    'prop-not-group': '<…> … must be a group',
    'prop-invalid': '<…> … is not valid',
    'children-missing': '<…> is empty',
    'children-unexpected': '<…> takes no copy between its tags',
    'prop-duplicate': '<…> has the prop "…" twice',
    'markdown-in-prop': '<…> … has Markdown, which a prop shows as typed',
  },

  'links-and-images': {
    'link-no-page': 'Link to "…" goes to a page that does not exist',
    'link-no-anchor': 'Link to "…" points at #…, which … does not have',
    'link-relative': 'Link to "…" needs a / or https:// at the start',
    'link-malformed': 'Link to "…" is not a web address',
    'link-insecure': 'Link "…" is not https:',
    'image-missing-file': 'Image "…" is not in public/',
    'image-relative': 'Image "…" must start with /',
    'image-no-alt': 'Image "…" has no alt text',
    'image-unsupported': 'Image "…" is … Export it as JPEG, PNG or WebP',
    'image-truncated': 'Image "…" is cut short',
    'image-too-narrow': 'Image "…" is … px wide, and <…> shows it up to … px wide',
    'image-over-budget': 'Image "…" is … one picture may weigh at most …',
    'offline-pictures-over-budget': 'Image "…" brings the pictures kept for offline to … over their budget of …',
    // Found by the build, once the page is rendered (src/node/build/page-weight.ts)
    'page-over-budget': "This page's HTML is … as it is sent, over its budget of …",
  },

  // The settings file, content/site.ts
  settings: {
    'settings-syntax': 'The settings file cannot be read here',
    'settings-comment': 'This comment is never closed',
    'settings-no-site': 'The settings file must start its settings with export const site = {',
    'settings-extra-code': 'Only settings belong in content/site.ts',
    'settings-code-value': 'Setting … is written as code',
    'settings-duplicate': 'Setting … is written twice',
    'settings-unknown': 'Setting … is not one the site has',
    'settings-missing': 'Setting … is missing',
    'settings-not-text': 'Setting … must be text in quotes',
    'settings-not-number': 'Setting … must be a number',
    'settings-not-boolean': 'Setting … must be true or false',
    'settings-not-list': 'Setting … must be a list in [ ]',
    'settings-not-group': 'Setting … must be a group in { }',
    'settings-not-address': 'Setting … is not a web address',
    'settings-not-path': 'Setting … must start with /',
    'settings-not-repository': "Setting … is not a repository's address on GitHub",
    'settings-not-page-address': "Setting … must be a page's address",
    'settings-invalid': 'Setting … is not valid',
    'settings-unused': 'Setting … is not used by any page',
    // redirects: old addresses that lead to a page
    'redirect-no-page': 'Redirect to "…" goes to a page that does not exist',
    'redirect-shadows-page': 'Redirect from "…" would hide the page …',
    'redirect-twice': 'Redirect from "…" is written twice',
    'placeholder-address': 'Placeholder address …',
    'placeholder-value': '… is still a placeholder',
  },
} as const;

type KindsByPage = typeof kindsByPage;
/** A page of docs/writing/messages/: `links-and-images` for docs/writing/messages/links-and-images.md. */
export type MessagePage = keyof KindsByPage;

/** The kinds only the build finds, in what it wrote: the content check alone never prints them. */
export const BUILD_KINDS = ['page-over-budget'] as const;
export type ProblemKind = { [Page in MessagePage]: keyof KindsByPage[Page] }[MessagePage];

const entries = Object.entries(kindsByPage).flatMap(([page, kinds]) =>
  Object.entries(kinds).map(([kind, words]) => ({ page: page as MessagePage, kind: kind as ProblemKind, words: words as string })),
);

/** Every kind → the words its messages say. */
export const problemKinds = Object.fromEntries(entries.map(({ kind, words }) => [kind, words])) as Record<ProblemKind, string>;

const pageOfKind = new Map(entries.map(({ kind, page }) => [kind, page]));

/**
 * Where a kind of message is explained, down to its anchor, as a path from the project root:
 * `docs/writing/messages/components.md#component-unknown`. The page holds an element with id="<kind>".
 */
export function messageAddress(kind: ProblemKind): string {
  return `docs/writing/messages/${pageOfKind.get(kind)}.md#${kind}`;
}

/** Whether a message says what its kind says: the words around each `…` (which may be empty), in that order. */
export function matchesKind(message: string, kind: ProblemKind): boolean {
  const pattern = problemKinds[kind]
    .split('…')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*?');
  return new RegExp(pattern).test(message);
}
