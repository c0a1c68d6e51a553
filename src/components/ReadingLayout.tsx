import type { ReadingLayoutProps } from './ReadingLayout.props.ts';

/**
 * A long read with its table of contents: on wide screens the <TableOfContents> written first sits in a
 * sticky column on the left while the text keeps a comfortable measure; on phones it sits on top.
 */
export function ReadingLayout({ children }: ReadingLayoutProps) {
  return (
    <section className="section bg-paper">
      <div className="reading-layout prose prose-site mx-auto max-w-6xl px-5">{children}</div>
    </section>
  );
}
