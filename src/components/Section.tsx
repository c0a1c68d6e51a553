import type { ReactNode } from 'react';

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
  navy: 'bg-navy-900 text-cream-50 prose-invert',
};

/** A full-width band of the page with its copy set in the site's type. */
export function Section({ id, tone = 'plain', width = 'wide', children }: SectionProps) {
  return (
    <section id={id} className={`section ${toneClasses[tone]}`}>
      <div className={`prose prose-site mx-auto px-5 ${width === 'prose' ? 'max-w-3xl' : 'max-w-6xl'}`}>{children}</div>
    </section>
  );
}
