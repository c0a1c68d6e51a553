import { z } from 'zod';

/** `<Fact>`: one figure and what it counts, inside <Facts>. */
export const factProps = z.object({
  value: z.string().describe('The figure, set large: "$99".'),
  label: z.string().describe('What it counts: "per session".'),
});

export type FactProps = z.infer<typeof factProps>;
