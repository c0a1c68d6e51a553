/**
 * Packages only the build needs, each with a string literal its bundled code always contains (string
 * literals survive minification; a unit test bundles each package to prove it). Finding one in
 * dist/assets/*.js means build-time code leaked into what visitors download.
 */
export const buildOnlyMarkers: { pkg: string; marker: string }[] = [
  { pkg: 'zod', marker: 'ZodError' },
  { pkg: 'yaml', marker: 'YAMLParseError' },
  // unified carries remark, rehype and every MDX compiler plugin.
  { pkg: 'unified', marker: 'without `parser`' },
  // micromark is the markdown parser under remark and @mdx-js/mdx.
  { pkg: 'micromark', marker: 'characterReferenceMarkerHexadecimal' },
  // React Router renders pages on the server only; every hook and link component asserts it is inside one.
  { pkg: 'react-router-dom', marker: 'may be used only in the context of a <Router> component' },
];

/** The build-only packages whose code appears in the given file contents. */
export function buildOnlyPackagesIn(code: string): string[] {
  return buildOnlyMarkers.filter(({ marker }) => code.includes(marker)).map(({ pkg }) => pkg);
}
