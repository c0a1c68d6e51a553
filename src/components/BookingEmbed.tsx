import { SmartLink } from './SmartLink.tsx';

export interface BookingEmbedProps {
  /** The external form's address. */
  src: string;
  /** The form's height in pixels; the space is reserved before it loads. */
  height: number;
  /** The form's width in pixels; it narrows to fit small screens. Full width when left out. */
  width?: number;
  /** What the form is, for screen readers. */
  title: string;
}

/**
 * An external form, embedded. Its box is reserved up front so nothing shifts when it loads, it loads
 * only when scrolled near, and a plain link stays underneath for when it cannot load.
 */
export function BookingEmbed({ src, height, width, title }: BookingEmbedProps) {
  return (
    <div className="not-prose my-10 flex flex-col items-center gap-4">
      <iframe
        src={src}
        title={title}
        width={width}
        height={height}
        loading="lazy"
        className="w-full max-w-full rounded-3xl border border-navy-900/10 bg-white shadow-lg shadow-navy-900/5"
        style={{ height, maxWidth: width }}
      />
      <p className="text-navy-700">
        Form not loading?{' '}
        <SmartLink href={src} className="font-semibold text-navy-900 underline decoration-amber-400 decoration-2 underline-offset-4">
          Open it in a new tab
        </SmartLink>
      </p>
    </div>
  );
}
