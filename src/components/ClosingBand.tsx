import type { ClosingBandProps } from './ClosingBand.props.ts';

/** The last word of a page: a dark band with a warm glow, a short call to act and its buttons. */
export function ClosingBand({ id, children }: ClosingBandProps) {
  return (
    <section id={id} className="closing-band">
      <div className="prose prose-site relative mx-auto max-w-3xl px-5 text-center">{children}</div>
    </section>
  );
}
