import type { ReactNode } from 'react';
import { z } from 'zod';

/** `<ButtonLink>`: a link that looks like a button. */
export const buttonLinkProps = z.object({
  to: z.string().describe('Where it goes: /research, #booking, or a full https URL.'),
  variant: z
    .enum(['primary', 'secondary', 'ghost'])
    .optional()
    .describe('primary (amber, default), secondary (outlined) or ghost.'),
});

export type ButtonLinkProps = z.infer<typeof buttonLinkProps> & { children: ReactNode };
