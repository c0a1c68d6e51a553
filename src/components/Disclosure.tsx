import ChevronDown from 'lucide-react/icons/chevron-down';
import type { DisclosureProps } from './Disclosure.props.ts';

/**
 * A button that shows and hides the copy under it: a native <details>, so it works before and without
 * JavaScript, with the keyboard, and prints open. The chevron turns when it is open (CSS).
 */
export function Disclosure({ label, children }: DisclosureProps) {
  return (
    <details className="disclosure group">
      <summary className="btn btn-secondary not-prose">
        {label}
        <ChevronDown
          aria-hidden="true"
          data-chevron=""
          className="size-5 transition-transform duration-200 group-open:rotate-180"
        />
      </summary>
      <div className="disclosure-content">{children}</div>
    </details>
  );
}
