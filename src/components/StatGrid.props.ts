import type { ReactNode } from 'react';
import { z } from 'zod';

/** `<StatGrid>`: a grid of <Stat> figures. */
export const statGridProps = z.object({});

/** It takes no props, only the copy between its tags. */
export type StatGridProps = { children: ReactNode };
