import { closestName } from '../report/closest-name.ts';
import { problem } from '../messages/problem.ts';
import type { ContentProblem } from '../report/content-problem.ts';
import type { CheckContext } from '../context.ts';
import { jsxElements } from '../page/jsx.ts';
import type { ParsedPage } from '../page/parse-page.ts';

/** The elements of HTML (and of inline SVG), which a page may write in lower case. */
const htmlElements = new Set(
  `a abbr address area article aside audio b bdi bdo blockquote br button canvas caption cite code col colgroup
  data datalist dd del details dfn dialog div dl dt em embed fieldset figcaption figure footer form h1 h2 h3 h4 h5
  h6 header hgroup hr i iframe img input ins kbd label legend li main map mark menu meter nav noscript object ol
  optgroup option output p picture pre progress q rp rt ruby s samp search section select slot small source span
  strong sub summary sup table tbody td template textarea tfoot th thead time tr track u ul var video wbr
  svg g path circle ellipse line polyline polygon rect text tspan defs use symbol title desc image pattern mask
  clipPath linearGradient radialGradient stop marker filter foreignObject`.split(/\s+/),
);

/**
 * A tag in lower case that is no HTML element (`<sectin>`, or `<ookingEmbed>` with its capital lost)
 * renders as an empty unknown element: what it should have shown silently disappears.
 */
export function checkTags(page: ParsedPage, context: CheckContext): ContentProblem[] {
  if (!page.tree) return [];
  return jsxElements(page.tree).flatMap((element): ContentProblem[] => {
    const name = element.name;
    if (
      !name ||
      !/^[a-z]/.test(name) ||
      name.includes('.') ||
      name.includes(':') ||
      name.includes('-') ||
      htmlElements.has(name)
    )
      return [];
    const suggestion = closestName(name, [...htmlElements, ...Object.keys(context.components)]);
    const start = element.position?.start ?? { line: 1, column: 1 };
    return [problem('tag-unknown', { name, suggestion }, { file: page.file, ...start })];
  });
}
