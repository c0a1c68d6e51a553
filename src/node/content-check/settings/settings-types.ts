import type { ContentProblem } from '../report/content-problem.ts';

export interface Place {
  line: number;
  column: number;
}

/** One text value in the settings file, with where it is written. */
export interface SiteSetting extends Place {
  /** Where it sits in `site`: `links.profiles[0].url`. */
  path: string;
  value: string;
  /** The comment above it says PLACEHOLDER: the value is not real yet. */
  markedPlaceholder: boolean;
}

export interface SiteSettings {
  /** The settings as plain data, for resolving `{site.x.y}` in pages. */
  value: Record<string, unknown>;
  /** Every text value, in file order. */
  strings: SiteSetting[];
  /** Where each setting is written, by its path (`links.profiles[0].url`): its name and its value. */
  places: Map<string, { key?: Place; value: Place }>;
  /** Settings written as code rather than a value, by path: their value is unknown, and reported once. */
  codePaths: Set<string>;
  /** What stops the file being read as settings: syntax, code where a value belongs, no `site`. */
  problems: ContentProblem[];
  /** False when the file cannot be read (a syntax error, no `site`): checks of its values stay quiet. */
  readable: boolean;
}
