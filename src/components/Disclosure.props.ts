import type { ReactNode } from 'react';
import { z } from 'zod';

/** `<Disclosure>`: a button that shows and hides the copy inside. */
export const disclosureProps = z.object({
  label: z.string().describe('The button that shows and hides the copy inside: "View Options".'),
});

export type DisclosureProps = z.infer<typeof disclosureProps> & { children: ReactNode };
