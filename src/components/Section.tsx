import { READER_CONTENT } from '../lib/reader-content.ts';
import type { SectionProps } from './Section.props.ts';

const toneClasses = {
  plain: 'bg-paper',
  cream: 'bg-cream-100',
  navy: 'bg-navy-900 text-cream-50',
};

/**
 * A full-width band of the page with its copy set in the site's type. Its copy fades in (opacity only, so
 * nothing moves and anchors land where they should) when 10% of it scrolls into view
 * (src/client/behaviours/fade-in.ts); the HTML says `shown`, so it is readable without JavaScript.
 */
export function Section({ id, tone = 'plain', width = 'wide', children }: SectionProps) {
  return (
    <section id={id} className={`section ${toneClasses[tone]}`}>
      {/* prose-invert must sit beside prose, whose colour variables it swaps. */}
      <div
        data-fade="shown"
        className={`${READER_CONTENT} fade-in prose prose-site mx-auto px-5 ${tone === 'navy' ? 'prose-invert' : ''} ${width === 'prose' ? 'max-w-3xl' : 'max-w-6xl'}`}
      >
        {children}
      </div>
    </section>
  );
}
