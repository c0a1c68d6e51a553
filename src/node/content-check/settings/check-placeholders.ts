import { ContentProblem } from '../report/content-problem.ts';
import type { CheckContext } from '../context.ts';

/** Reserved for examples (RFC 2606): an address here is one nobody has replaced yet. */
const placeholderHost = /^(?:[a-z]+:)?\/\/(?:[^/?#]*\.)?example\.(?:com|org|net)(?:[:/?#]|$)/i;

/**
 * Placeholders still in the settings file, as warnings listed together so nobody launches with them:
 * every address on example.com, and every value whose comment says PLACEHOLDER (the speaker's name).
 */
export function checkPlaceholders(context: CheckContext): ContentProblem[] {
  return context.site.strings.flatMap((setting): ContentProblem[] => {
    const at = { file: context.siteFile, line: setting.line, column: setting.column, severity: 'warning' as const };
    if (placeholderHost.test(setting.value)) {
      return [new ContentProblem({ ...at, kind: 'placeholder-address', message: `Placeholder address ${setting.value} (${setting.path}). Replace it with the real address before launch.` })];
    }
    if (setting.markedPlaceholder) {
      return [new ContentProblem({ ...at, kind: 'placeholder-value', message: `${setting.path} "${setting.value}" is still a placeholder. Replace it with the real value, then delete PLACEHOLDER from the comment above it.` })];
    }
    return [];
  });
}
