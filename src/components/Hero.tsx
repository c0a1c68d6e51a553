import { usePageFacts } from '../lib/page-facts.ts';
import { usePicture } from '../lib/picture.ts';
import { READER_CONTENT } from '../lib/reader-content.ts';
import type { HeroProps } from './Hero.props.ts';
import { Picture } from './Picture.tsx';

/** The opening band of a page: headline, a line or two of copy, buttons, and an illustration. */
export function Hero({ eyebrow, image, imageAlt = '', children }: HeroProps) {
  const facts = usePageFacts();
  const picture = usePicture(image ?? '');
  if (facts && image) facts.hero ??= picture;
  return (
    <section className="hero">
      <div
        className={`mx-auto grid max-w-6xl grid-cols-1 items-center gap-10 px-5 lg:grid-cols-[1.1fr_0.9fr] ${READER_CONTENT}`}
      >
        <div className={`prose prose-site prose-hero ${READER_CONTENT}`}>
          {eyebrow && <p className="eyebrow not-prose">{eyebrow}</p>}
          {children}
        </div>
        {image && (
          // The page's largest paint on every screen, beside the headline or under it: never lazy.
          <Picture
            picture={picture}
            alt={imageAlt}
            slot="hero"
            priority
            className="w-full rounded-[2rem] shadow-xl shadow-navy-900/10"
          />
        )}
      </div>
    </section>
  );
}
