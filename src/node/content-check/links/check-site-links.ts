import type { ContentProblem } from '../report/content-problem.ts';
import type { SiteCheckContext } from '../context.ts';
import { localImageProblem } from '../pictures/check-images.ts';
import { internalLinkProblem } from './check-links.ts';
import { imageFile } from '../pictures/image-file.ts';

/**
 * Addresses inside the site written in the settings file: navigation links must reach a page (and
 * anchor), and images must exist under public/. Redirects are addresses of their own (check-redirects.ts):
 * their `from` is meant to have no page.
 */
export function checkSiteLinks(context: SiteCheckContext): ContentProblem[] {
  return context.site.strings.flatMap((setting): ContentProblem[] => {
    if (!setting.value.startsWith('/') || setting.value.startsWith('//') || setting.path.startsWith('redirects['))
      return [];
    const at = { file: context.siteFile, line: setting.line, column: setting.column };
    const found = imageFile.test(setting.value)
      ? localImageProblem(setting.value, context, at, { setting: setting.path })
      : internalLinkProblem(setting.value, undefined, context, at, setting.path);
    return found ? [found] : [];
  });
}
