import { useRef, type ReactNode } from 'react';
import { useFadeIn } from './use-fade-in.ts';

export interface SectionProps {
  /** The anchor links use to reach the section. */
  id?: string;
  tone?: 'plain' | 'cream' | 'navy';
  /** `prose` narrows the copy to a comfortable reading measure. */
  width?: 'wide' | 'prose';
  children: ReactNode;
}

const toneClasses = {
  plain: 'bg-white',
  cream: 'bg-cream-100',
  navy: 'bg-navy-900 text-cream-50',
};

/**
 * A full-width band of the page with its copy set in the site's type. Its copy fades in when 10% of the
 * band scrolls into view (see useFadeIn). Only the inner copy moves, never the band itself, so anchors
 * land where they should and nothing around it shifts.
 */
export function Section({ id, tone = 'plain', width = 'wide', children }: SectionProps) {
  const band = useRef<HTMLElement>(null);
  const fade = useFadeIn(band);
  return (
    <section ref={band} id={id} className={`section ${toneClasses[tone]}`}>
      {/* prose-invert must sit beside prose, whose colour variables it swaps. */}
      <div
        data-fade={fade}
        className={`fade-in prose prose-site mx-auto px-5 ${tone === 'navy' ? 'prose-invert' : ''} ${width === 'prose' ? 'max-w-3xl' : 'max-w-6xl'}`}
      >
        {children}
      </div>
    </section>
  );
}
