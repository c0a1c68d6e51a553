import type { ReactNode } from 'react';
import { z } from 'zod';

/** `<GuideStep>`: a numbered step of a guide, with a stable anchor to share it. */
export const guideStepProps = z.object({
  number: z.number().int().positive().describe("The step's place in the guide, shown in its badge: number={1}."),
  title: z.string().meta({ heading: 3 }),
  id: z.string().describe('The stable anchor for sharing this step; keep it when the title changes.'),
});

export type GuideStepProps = z.infer<typeof guideStepProps> & { children: ReactNode };
