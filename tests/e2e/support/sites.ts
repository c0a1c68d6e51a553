/** A built copy of the site the end-to-end tests run against. */
export interface TestSite {
  name: 'root' | 'prefixed';
  /** The base path it was built for. */
  base: string;
  /** Its address, base path included, with a trailing slash. */
  url: string;
  /** The built files. */
  dir: string;
}

export const PREVIEW_BASE = '/preview/e2e-branch/';

declare module 'vitest' {
  export interface ProvidedContext {
    sites: TestSite[];
  }
}
