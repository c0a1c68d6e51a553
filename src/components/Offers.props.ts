import type { ReactNode } from 'react';
import { z } from 'zod';

/** `<Offers>`: the cards and figures inside are one service the page offers, for search results. */
export const offersProps = z.object({
  service: z.string().describe('The service\'s name in search results: "Corporate workshops".'),
  speaker: z
    .boolean()
    .optional()
    .describe('The speaker (speakerName in the settings) gives it, rather than the organisation.'),
});

export type OffersProps = z.infer<typeof offersProps> & { children: ReactNode };
