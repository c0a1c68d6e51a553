import type { ReactNode } from 'react';
import { z } from 'zod';

/** `<Card>`: a rounded card with an optional icon, a title and a little copy. */
export const cardProps = z.object({
  title: z.string().meta({ heading: 3 }),
  // The names src/components/icons.ts maps to lucide icons (its type is checked against this list).
  icon: z
    .enum([
      'book-open',
      'briefcase',
      'building',
      'flame',
      'heart',
      'home',
      'lightbulb',
      'message',
      'sparkles',
      'sprout',
      'users',
    ])
    .optional()
    .describe('A lucide icon name from src/components/icons.ts.'),
});

export type CardProps = z.infer<typeof cardProps> & { children: ReactNode };
