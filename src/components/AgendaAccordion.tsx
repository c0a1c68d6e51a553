import type { AgendaAccordionProps } from './AgendaAccordion.props.ts';

/**
 * A collapsible timetable of <AgendaItem>s, built on native <details>/<summary>: it opens and closes with no
 * JavaScript at all (so it costs no bytes and works before hydration), the summary is a keyboard-operable
 * control whose expanded state browsers announce, and the heading inside keeps the page's outline. Its
 * chevron is drawn in CSS (.agenda-trigger::after in global.css) for the same reason.
 */
export function AgendaAccordion({ title, defaultOpen = false, children }: AgendaAccordionProps) {
  return (
    <details
      open={defaultOpen}
      className="agenda not-prose my-10 overflow-hidden rounded-3xl border border-navy-900/5 bg-white shadow-lg shadow-navy-900/5"
    >
      <summary className="agenda-trigger flex cursor-pointer list-none items-center justify-between gap-4 px-6 py-5 text-left text-navy-900 hover:bg-cream-50 md:px-8 [&::-webkit-details-marker]:hidden">
        <h3 className="min-w-0 font-display text-xl">{title}</h3>
      </summary>
      <div className="border-t border-navy-900/5 px-6 py-2 md:px-8">
        <ol className="divide-y divide-navy-900/5">{children}</ol>
      </div>
    </details>
  );
}
