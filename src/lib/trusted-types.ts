/**
 * The name of the site's one Trusted Types policy (src/client/trusted-html.ts), which the
 * Content-Security-Policy's `trusted-types` directive names: with `require-trusted-types-for 'script'`, a
 * browser refuses a string at any DOM sink that can run script unless it went through a policy named there.
 */
export const SITE_POLICY = 'family-glue';
