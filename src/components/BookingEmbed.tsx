import ExternalLink from 'lucide-react/icons/external-link';
import { site } from '../../content/site.ts';
import type { BookingEmbedProps } from './BookingEmbed.props.ts';

/**
 * An external booking or contact form in an iframe. Its size is reserved up front (no layout shift), it
 * loads only when the visitor scrolls near it, and a plain link above it opens the same form in a new tab
 * for when the frame is blocked or fails to load (the page cannot detect that across origins, so the link
 * is always there). Its words are the page's, or else bookingEmbed.openForm in content/site.ts.
 *
 * The frame is written inside <noscript>, and the page's script puts it in place once it nears the screen
 * (src/client/behaviours/load-frames-near.ts): as a plain <iframe> in the HTML, a phone's browser asks for a
 * form far below the fold during the first paint (loading="lazy" looks thousands of pixels ahead), and the
 * connection to another host holds that paint back by half a second. Without JavaScript the <noscript> shows
 * it at once. Its holder keeps the frame's height meanwhile.
 */
export function BookingEmbed({ src, height, width, title, children }: BookingEmbedProps) {
  const frame = {
    title,
    // Only a number of pixels: HTML's width takes no percentage. Without one the frame fills its column (w-full).
    width,
    height,
    loading: 'lazy',
    // What hosted forms need (scripts, submitting, their own cookies, payment pop-ups) and no more:
    // no top-level navigation of this page.
    sandbox: 'allow-forms allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox',
    referrerPolicy: 'strict-origin-when-cross-origin',
    className: 'block w-full border-0',
    style: { height },
  } as const;
  return (
    // A <figure>, not a <div>: reader modes drop a small block that is all link, and without the frame (which they
    // drop) the link is the way to the form.
    <figure className="booking-embed not-prose mx-auto my-8" style={width ? { maxWidth: width } : undefined}>
      <p className="mb-4 text-center text-base text-navy-700">
        {/* Above the frame, so a visitor facing an empty frame finds it without scrolling past it. A plain
            link, not SmartLink: its default text already says it opens a new tab. */}
        <a
          href={src}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1.5 font-semibold text-navy-900 underline decoration-amber-400 decoration-2 underline-offset-4 hover:decoration-amber-600"
        >
          {children ?? site.bookingEmbed.openForm}
          <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
        </a>
      </p>
      <div className="overflow-hidden rounded-3xl bg-cream-50 shadow-lg ring-1 shadow-navy-900/5 ring-navy-900/10">
        <div data-frame-holder="" style={{ height }}>
          <noscript>
            <iframe src={src} {...frame} />
          </noscript>
        </div>
      </div>
    </figure>
  );
}
