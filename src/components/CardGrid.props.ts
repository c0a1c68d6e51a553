import type { ReactNode } from 'react';
import { z } from 'zod';

/** `<CardGrid>`: cards in one column on phones and two to four on wider screens. */
export const cardGridProps = z.object({
  columns: z.literal([2, 3, 4]).optional().describe('2, 3 or 4 columns on wide screens (default 3).'),
});

export type CardGridProps = z.infer<typeof cardGridProps> & { children: ReactNode };
