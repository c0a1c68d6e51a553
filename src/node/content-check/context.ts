import type { ComponentSpec } from '../../mdx/component-map.ts';
import type { PageSummary } from './page/page-summary.ts';
import type { SettingsRules } from './settings/settings-schema.ts';
import type { SiteSettings } from './settings/site-settings.ts';

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

/** For the checks that span pages (links between them, settings no page uses): every page's summary too. */
export interface SiteCheckContext extends CheckContext {
  pages: PageSummary[];
  /** Route → page, for every page except the not-found one. */
  routes: Map<string, PageSummary>;
}
