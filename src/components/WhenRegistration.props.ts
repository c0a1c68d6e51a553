import type { ReactNode } from 'react';
import { z } from 'zod';

/** `<WhenRegistration open>` / `<WhenRegistration closed>`: copy that follows uaeWorkshop.registrationOpen. */
export const whenRegistrationProps = z.object({
  open: z.boolean().optional().describe('Show the copy inside only while uaeWorkshop.registrationOpen is true.'),
  closed: z.boolean().optional().describe('Show the copy inside only once uaeWorkshop.registrationOpen is false.'),
});

export type WhenRegistrationProps = z.infer<typeof whenRegistrationProps> & {
  /** Whether registration is open; the UAE workshop's setting unless a test passes another. */
  registrationOpen?: boolean;
  children: ReactNode;
};
