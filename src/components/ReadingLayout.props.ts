import type { ReactNode } from 'react';
import { z } from 'zod';

/** `<ReadingLayout>`: long-form reading with a contents column beside it on wide screens. */
export const readingLayoutProps = z.object({});

/** It takes no props, only the copy between its tags. */
export type ReadingLayoutProps = { children: ReactNode };
