import type { ReactNode } from 'react';
import { z } from 'zod';

/** `<BackLink>`: a small link back, above a page's headline. */
export const backLinkProps = z.object({
  to: z.string().describe('Where it goes back to: / for home.'),
});

export type BackLinkProps = z.infer<typeof backLinkProps> & { children: ReactNode };
