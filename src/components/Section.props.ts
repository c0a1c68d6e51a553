import type { ReactNode } from 'react';
import { z } from 'zod';

/** `<Section>`: a full-width band of the page with a background tone. */
export const sectionProps = z.object({
  id: z.string().optional().describe('The anchor links use to reach this section: #about.'),
  tone: z.enum(['plain', 'cream', 'navy']).optional().describe('Background: plain (default), cream or navy.'),
  width: z.enum(['wide', 'prose']).optional().describe('wide (default) or prose for long-form reading.'),
});

export type SectionProps = z.infer<typeof sectionProps> & { children: ReactNode };
