import type { ReactNode } from 'react';
import { z } from 'zod';

/** `<Step>`: one card of a numbered <Steps> sequence. */
export const stepProps = z.object({
  title: z.string().meta({ heading: 3 }),
  when: z.string().optional().describe('When to do it: This week.'),
  id: z.string().optional().describe('A stable anchor to share this step: id="set-the-table".'),
});

export type StepProps = z.infer<typeof stepProps> & { children: ReactNode };
