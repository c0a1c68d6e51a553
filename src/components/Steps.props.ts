import type { ReactNode } from 'react';
import { z } from 'zod';

/** `<Steps>`: a numbered sequence of <Step> cards. */
export const stepsProps = z.object({
  columns: z.literal([3, 4]).optional().describe('3 (default) or 4 steps side by side on wide screens.'),
});

export type StepsProps = z.infer<typeof stepsProps> & { children: ReactNode };
