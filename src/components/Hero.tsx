import { withBase } from '../lib/base-url.ts';
import { usePageFacts } from '../lib/page-facts.ts';
import type { HeroProps } from './Hero.props.ts';

/** The opening band of a page: headline, a line or two of copy, buttons, and an illustration. */
export function Hero({ eyebrow, image, imageAlt = '', children }: HeroProps) {
  const facts = usePageFacts();
  if (facts && image) facts.heroImage ??= image;
  return (
    <section className="hero">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-5 lg:grid-cols-[1.1fr_0.9fr]">
        <div className="prose prose-site prose-hero">
          {eyebrow && <p className="eyebrow not-prose">{eyebrow}</p>}
          {children}
        </div>
        {image && (
          <img
            src={withBase(image)}
            alt={imageAlt}
            width={1200}
            height={900}
            // Beside the headline on wide screens but below it on phones: lazy, so phones fetch it only
            // when it comes into view; where it is on screen it still loads first.
            loading="lazy"
            fetchPriority="high"
            className="w-full rounded-[2rem] shadow-xl shadow-navy-900/10"
          />
        )}
      </div>
    </section>
  );
}
