import type { ReactNode } from 'react';
import { z } from 'zod';

/** `<PageFooter>`: the dark footer at the end of a page, holding <FooterColumn>s and a <Copyright>. */
export const pageFooterProps = z.object({});

/** It takes no props, only the copy between its tags. */
export type PageFooterProps = { children: ReactNode };
