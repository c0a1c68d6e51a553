import { problem } from '../messages/problem.ts';
import type { ContentProblem } from '../report/content-problem.ts';
import type { CheckContext } from '../context.ts';

/** Reserved for examples (RFC 2606): an address here is one nobody has replaced yet. */
const placeholderHost = /^(?:[a-z]+:)?\/\/(?:[^/?#]*\.)?example\.(?:com|org|net)(?:[:/?#]|$)/i;

/**
 * Placeholders still in the settings file, as warnings listed together so nobody launches with them:
 * every address on example.com, and every value whose comment says PLACEHOLDER (the speaker's name).
 */
export function checkPlaceholders(context: CheckContext): ContentProblem[] {
  return context.site.strings.flatMap((setting): ContentProblem[] => {
    const at = { file: context.siteFile, line: setting.line, column: setting.column };
    const data = { setting: setting.path, value: setting.value };
    if (placeholderHost.test(setting.value)) return [problem('placeholder-address', data, at)];
    if (setting.markedPlaceholder) return [problem('placeholder-value', data, at)];
    return [];
  });
}
