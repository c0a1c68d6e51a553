import type { ReactNode } from 'react';
import { z } from 'zod';

/** `<OptionCard>`: one of several options, the recommended one highlighted. */
export const optionCardProps = z.object({
  label: z.string().describe("The option's short name: Option A."),
  title: z.string().meta({ heading: 3 }),
  badge: z.string().optional().describe('A key fact shown as a badge: 6-12 months.'),
  recommended: z.boolean().optional().describe('Highlights the option the page recommends.'),
});

export type OptionCardProps = z.infer<typeof optionCardProps> & { children: ReactNode };
