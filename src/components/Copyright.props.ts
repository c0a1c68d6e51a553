import type { ReactNode } from 'react';
import { z } from 'zod';

/** `<Copyright>`: "© <year> <holder>", the year always current. */
export const copyrightProps = z.object({
  holder: z
    .string()
    .meta({ description: 'Who holds the copyright. The year is always current.', example: 'holder={site.brand}' }),
});

export type CopyrightProps = z.infer<typeof copyrightProps> & {
  /** Anything after the name: "All rights reserved." */
  children?: ReactNode;
};
