import type { ReactNode } from 'react';
import * as Collapsible from '@radix-ui/react-collapsible';
import { ChevronDown } from 'lucide-react';

export interface DisclosureProps {
  /** The button's text: "View Options". */
  label: string;
  children: ReactNode;
}

/**
 * A button that shows and hides the copy under it (Radix Collapsible: the button's `aria-expanded` and
 * `aria-controls` follow its state). The chevron turns when it is open.
 *
 * Closed, the copy is not in the page; a `<noscript>` copy keeps it readable with JavaScript off (with
 * JavaScript on, browsers ignore it and React leaves it empty, so hydration is unaffected).
 */
export function Disclosure({ label, children }: DisclosureProps) {
  return (
    <Collapsible.Root className="disclosure">
      <Collapsible.Trigger className="group btn btn-secondary not-prose">
        {label}
        <ChevronDown
          aria-hidden="true"
          data-chevron=""
          className="size-5 transition-transform duration-200 group-data-[state=open]:rotate-180"
        />
      </Collapsible.Trigger>
      <Collapsible.Content className="disclosure-content">{children}</Collapsible.Content>
      <noscript>{children}</noscript>
    </Collapsible.Root>
  );
}
