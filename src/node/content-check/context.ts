import type { ComponentSpec } from '../../components/component-map.ts';
import type { ImageReference, LinkReference } from './page/references.ts';
import type { ContentProblem } from './report/content-problem.ts';
import type { SettingsRules } from './settings/settings-schema.ts';
import type { SiteSettings } from './settings/settings-types.ts';

/** Everything a check of one page or of the settings may look at: the files, public/ and the settings. */
export interface CheckContext {
  /** Every file under content/, as a path from the project root: `content/guides/x.mdx`. */
  files: string[];
  /** Whether a root-relative path (`/images/x.svg`) is a file under public/. */
  publicFileExists: (urlPath: string) => boolean;
  /** Whether a file outside content/ exists, by its path from the project root: what a page imports. */
  projectFileExists: (projectPath: string) => boolean;
  /** The bytes of a file under public/, for the picture check; absent where only names are known. */
  readPublicFile?: (urlPath: string) => Promise<Uint8Array | undefined>;
  site: SiteSettings;
  /** `content/site.ts` */
  siteFile: string;
  components: Record<string, ComponentSpec>;
  settings: SettingsRules;
}

/** A place a picture is used: on the page in a slot, or (the frontmatter's `image`) only by other sites. */
export type PictureUse = Pick<ImageReference, 'url' | 'line' | 'column'> &
  Partial<Pick<ImageReference, 'slot' | 'component'>>;

/**
 * What the checks that span pages need of one page, kept instead of its trees: a build of a thousand pages
 * holds a thousand of these, never a thousand trees (page/page-summary.ts makes them).
 */
export interface PageSummary {
  /** `content/research.mdx` */
  file: string;
  /** The route it answers: `/research`, or `*` for the not-found page. */
  route: string;
  /** False when the page does not compile: its anchors and the settings it reads are then unknown. */
  compiled: boolean;
  /** Every element id the rendered page has (filled after rehype-slug in the build's compile). */
  ids: Set<string>;
  /** The links it makes, where each is written. */
  links: LinkReference[];
  /** The pictures it shows, and its frontmatter's social preview image. */
  pictures: PictureUse[];
  /** The settings it reads: `links.pressPage`. */
  settingsUsed: string[];
  /** Its own problems: the compile problem, then the page checks'. */
  problems: ContentProblem[];
}

/** For the checks that span pages (links between them, settings no page uses): every page's summary too. */
export interface SiteCheckContext extends CheckContext {
  pages: PageSummary[];
  /** Route → page, for every page except the not-found one. */
  routes: Map<string, PageSummary>;
}
