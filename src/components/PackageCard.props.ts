import type { ReactNode } from 'react';
import { z } from 'zod';

/** `<PackageCard>`: a priced package with a registration button that follows a setting. */
export const packageCardProps = z.object({
  title: z.string().meta({ heading: 3 }),
  price: z.string().describe('As shown: "AED 999".'),
  registrationOpen: z.boolean().meta({
    description: 'Closed shows a disabled button.',
    example: 'registrationOpen={site.uaeWorkshop.registrationOpen}',
  }),
  checkoutUrl: z.string().meta({
    description: "Opened by the dialog's Complete Payment.",
    example: 'checkoutUrl={site.links.uaeCheckout}',
  }),
  registerLabel: z
    .string()
    .optional()
    .describe('Button label while open (default: packageCard.register in content/site.ts).'),
  closedLabel: z
    .string()
    .optional()
    .describe('Disabled button label once closed (default: packageCard.closed in content/site.ts).'),
});

export type PackageCardProps = z.infer<typeof packageCardProps> & {
  /** What the package includes: a Markdown list. */
  children: ReactNode;
};
