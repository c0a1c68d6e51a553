import type { ReactNode } from 'react';
import { z } from 'zod';

/** `<AgendaAccordion>`: a timed agenda that opens and closes, readable without JavaScript and in print. */
export const agendaAccordionProps = z.object({
  title: z
    .string()
    .describe('The line that opens and closes it: "Sample agenda (about 2 hours)".')
    .meta({ heading: 3 }),
  defaultOpen: z.boolean().optional().describe('Start open (readable without JavaScript and in print).'),
  timeHeading: z
    .string()
    .optional()
    .describe('The heading of the times\' column in the page\'s Markdown copy, where the agenda is a table: "Time".'),
  itemHeading: z
    .string()
    .optional()
    .describe('The heading of the other column in the page\'s Markdown copy: "What happens".'),
});

export type AgendaAccordionProps = z.infer<typeof agendaAccordionProps> & {
  /** <AgendaItem> entries. */
  children: ReactNode;
};
