import type { ReactNode } from 'react';
import { z } from 'zod';

/** `<Facts>`: a row of <Fact> figures. */
export const factsProps = z.object({});

/** It takes no props, only the copy between its tags. */
export type FactsProps = { children: ReactNode };
