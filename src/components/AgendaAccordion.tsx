import type { ReactNode } from 'react';
import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';

export interface AgendaAccordionProps {
  /** The line that opens and closes the agenda: "Sample agenda (about 2 hours)". */
  title: string;
  /** Whether it starts open. Open keeps it readable without JavaScript and on paper. */
  defaultOpen?: boolean;
  /** <AgendaItem> entries. */
  children: ReactNode;
}

const ITEM = 'agenda';

/** A collapsible timetable: one Radix Accordion item holding <AgendaItem>s. */
export function AgendaAccordion({ title, defaultOpen = false, children }: AgendaAccordionProps) {
  return (
    <Accordion.Root
      type="single"
      collapsible
      defaultValue={defaultOpen ? ITEM : undefined}
      className="not-prose my-10 overflow-hidden rounded-3xl border border-navy-900/5 bg-white shadow-lg shadow-navy-900/5"
    >
      <Accordion.Item value={ITEM}>
        <Accordion.Header asChild>
          <h3>
            <Accordion.Trigger className="agenda-trigger group flex w-full items-center justify-between gap-4 px-6 py-5 text-left font-display text-xl text-navy-900 hover:bg-cream-50 md:px-8">
              {title}
              <ChevronDown aria-hidden="true" className="size-5 shrink-0 transition-transform duration-200 group-data-[state=open]:rotate-180 motion-reduce:transition-none" />
            </Accordion.Trigger>
          </h3>
        </Accordion.Header>
        <Accordion.Content className="border-t border-navy-900/5 px-6 py-2 md:px-8">
          <ol className="divide-y divide-navy-900/5">{children}</ol>
        </Accordion.Content>
      </Accordion.Item>
    </Accordion.Root>
  );
}
