import type { ReactNode } from 'react';
import { z } from 'zod';

/** `<FooterColumn>`: one column of the page footer, with its heading. */
export const footerColumnProps = z.object({
  title: z.string().describe('The column heading: "Services".').meta({ heading: 2 }),
});

export type FooterColumnProps = z.infer<typeof footerColumnProps> & { children: ReactNode };
