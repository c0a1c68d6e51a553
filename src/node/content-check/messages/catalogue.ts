import { components } from './components.ts';
import { files } from './files.ts';
import { frontmatter } from './frontmatter.ts';
import { headings } from './headings.ts';
import { linksAndImages } from './links-and-images.ts';
import type { Message } from './message.ts';
import { reading } from './reading.ts';
import { settings } from './settings.ts';

/**
 * Every kind of message the content check (and the build, for a page's weight) can print, grouped by the page of
 * docs/writing/messages/ that explains it: its words, its hint and whether it is an error or a warning. A check
 * passes the data it found to `problem()` (problem.ts) and writes no words of its own; the docs quote each kind's
 * words, and tests/unit/docs/messages.test.ts holds every row to them.
 */
const catalogue = {
  files,
  reading,
  headings,
  frontmatter,
  components,
  'links-and-images': linksAndImages,
  settings,
};

type Catalogue = typeof catalogue;
/** A page of docs/writing/messages/: `links-and-images` for docs/writing/messages/links-and-images.md. */
type MessagePage = keyof Catalogue;
export type ProblemKind = { [Page in MessagePage]: keyof Catalogue[Page] & string }[MessagePage];
type EntryOf<Kind extends ProblemKind> = {
  [Page in MessagePage]: Kind extends keyof Catalogue[Page] ? Catalogue[Page][Kind] : never;
}[MessagePage];
/** What a check passes for a kind of message: the data its words and hint are made from. */
export type MessageData<Kind extends ProblemKind> = EntryOf<Kind> extends Message<infer Data> ? Data : never;

/** Every kind, in the catalogue's order, with its entry and the page that explains it. */
export const kinds = Object.entries(catalogue).flatMap(([page, entries]) =>
  Object.entries(entries).map(([kind, entry]) => ({
    kind: kind as ProblemKind,
    page: page as MessagePage,
    entry: entry as Message<never>,
  })),
);

const byKind = new Map(kinds.map((found) => [found.kind, found]));

export function entryOf<Kind extends ProblemKind>(kind: Kind): Message<MessageData<Kind>> {
  return byKind.get(kind)!.entry as Message<MessageData<Kind>>;
}

export function pageOf(kind: ProblemKind): MessagePage {
  return byKind.get(kind)!.page;
}
