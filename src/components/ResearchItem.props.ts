import type { ReactNode } from 'react';
import { z } from 'zod';

/** `<ResearchItem>`: one study: its finding, a headline figure and a link to the source. */
export const researchItemProps = z.object({
  title: z.string().meta({ heading: 3 }),
  link: z.string().meta({
    role: 'link',
    description: 'The source, a full https URL set in content/site.ts.',
    example: 'link={site.links.research.name}',
  }),
  stat: z.string().optional().describe('A headline figure the source reports, e.g. 3 of 4.'),
});

export type ResearchItemProps = z.infer<typeof researchItemProps> & {
  /** The description: what the source found, in a sentence or two. */
  children: ReactNode;
};
