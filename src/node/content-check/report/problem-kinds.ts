import { kinds, pageOf, type ProblemKind } from '../messages/catalogue.ts';

export type { ProblemKind };

/** The kinds only the build finds, in what it wrote: the content check alone never prints them. */
export const BUILD_KINDS = ['page-over-budget'] as const satisfies readonly ProblemKind[];

/** Every kind → its words as the docs quote them, `…` standing for the parts that change (messages/catalogue.ts). */
export const problemKinds = Object.fromEntries(kinds.map(({ kind, entry }) => [kind, entry.words.pattern])) as Record<
  ProblemKind,
  string
>;

/**
 * Where a kind of message is explained, down to its anchor, as a path from the project root:
 * `docs/writing/messages/components.md#component-unknown`. The page holds an element with id="<kind>".
 */
export function messageAddress(kind: ProblemKind): string {
  return `docs/writing/messages/${pageOf(kind)}.md#${kind}`;
}

/** Whether a message says what its kind says: the words around each `…` (which may be empty), in that order. */
export function matchesKind(message: string, kind: ProblemKind): boolean {
  const pattern = problemKinds[kind]
    .split('…')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*?');
  return new RegExp(pattern).test(message);
}
