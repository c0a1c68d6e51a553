import type { ReactNode } from 'react';
import { z } from 'zod';

/** `<AgendaItem>`: one line of an agenda, with its time from the start. */
export const agendaItemProps = z.object({
  time: z
    .string()
    .regex(/^\d{2}:\d{2}$/, 'a time from the start as hh:mm, such as "00:15"')
    .describe('Time from the start, hh:mm: "00:15".'),
  title: z.string(),
});

export type AgendaItemProps = z.infer<typeof agendaItemProps> & {
  /** A line about what happens. */
  children?: ReactNode;
};
