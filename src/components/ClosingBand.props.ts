import type { ReactNode } from 'react';
import { z } from 'zod';

/** `<ClosingBand>`: the navy band that ends a long page with its call to action. */
export const closingBandProps = z.object({
  id: z.string().optional().describe('The anchor links use to reach the band: #opportunity.'),
});

export type ClosingBandProps = z.infer<typeof closingBandProps> & { children: ReactNode };
