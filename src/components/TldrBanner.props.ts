import type { ReactNode } from 'react';
import { z } from 'zod';

/** `<TldrBanner>`: the research page's headline claim with a button to its source. */
export const tldrBannerProps = z.object({
  source: z.string().meta({
    role: 'link',
    description: 'The source of the headline claim, a full https URL from content/site.ts.',
    example: 'source={site.links.researchSummarySource}',
  }),
  sourceLabel: z.string().optional().describe('Who published it: Barna Group, 2024.'),
});

export type TldrBannerProps = z.infer<typeof tldrBannerProps> & { children: ReactNode };
