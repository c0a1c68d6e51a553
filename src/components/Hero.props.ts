import type { ReactNode } from 'react';
import { z } from 'zod';

/** `<Hero>`: the top of a page: headline, copy and an illustration. */
export const heroProps = z.object({
  eyebrow: z.string().optional().describe('A short line above the headline.'),
  image: z.string().optional().describe('An illustration under public/, shown beside the copy on wide screens.'),
  imageAlt: z.string().optional(),
});

export type HeroProps = z.infer<typeof heroProps> & { children: ReactNode };
