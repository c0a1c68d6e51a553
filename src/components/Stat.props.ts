import { z } from 'zod';

/** `<Stat>`: one large figure and what it counts, inside <StatGrid>. */
export const statProps = z.object({
  value: z.string().describe('The figure, shown large: "450,000+".'),
  label: z.string().describe('What it counts.'),
});

export type StatProps = z.infer<typeof statProps>;
