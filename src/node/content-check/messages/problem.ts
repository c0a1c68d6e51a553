import { ContentProblem } from '../report/content-problem.ts';
import { entryOf, type MessageData, type ProblemKind } from './catalogue.ts';
import { render } from './message.ts';

/** Where a problem is: a file from the project root (`content/research.mdx`), its line and column from 1. */
export interface ProblemPlace {
  file: string;
  line: number;
  column: number;
}

/** The problem of `kind` a check found at `place`, in its catalogue entry's words and severity. */
export function problem<Kind extends ProblemKind>(
  kind: Kind,
  data: MessageData<Kind>,
  place: ProblemPlace,
): ContentProblem {
  const { file, line, column } = place;
  return new ContentProblem({ file, line, column, kind, ...render(entryOf(kind), data) });
}
