import type { ReactNode } from 'react';
import { z } from 'zod';

/** `<BookingEmbed>`: an external form in a frame that reserves its size, with a plain link under it. */
export const bookingEmbedProps = z.object({
  src: z.string().meta({
    role: 'link',
    description: 'The form address from content/site.ts.',
    example: 'src={site.links.contactForm}',
  }),
  height: z
    .number()
    .int()
    .positive()
    .meta({ description: 'The form height in pixels, reserved before it loads.', example: 'height={1200}' }),
  width: z
    .number()
    .int()
    .positive()
    .optional()
    .describe('The form width in pixels; it shrinks to fit phones. Full width when left out.'),
  title: z.string().describe('What the frame holds, for screen readers: "Contact form".'),
});

export type BookingEmbedProps = z.infer<typeof bookingEmbedProps> & {
  /** The text of the plain link under the frame, for visitors whose browser cannot show it. */
  children?: ReactNode;
};
