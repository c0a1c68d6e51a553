import { z } from 'zod';
import { parseFocalPoint } from '../lib/focal-point.ts';

/** One picture of a `<Carousel>`. */
export const carouselImage = z.object({
  src: z
    .string()
    .describe('A file under public/ (any JPEG, PNG, WebP or SVG, at any size): /images/lighthouse/table.jpg.'),
  alt: z.string().describe('What the picture shows, for people who cannot see it.'),
  width: z
    .number()
    .int()
    .positive()
    .optional()
    .describe(
      "Only for a picture from another site: its own width (default 1200). A file's size is read from the file.",
    ),
  height: z
    .number()
    .int()
    .positive()
    .optional()
    .describe('Only for a picture from another site: its own height (default 800).'),
  focus: z
    .string()
    .refine((written) => parseFocalPoint(written) !== undefined, {
      message:
        "must be where the picture's subject is: top, bottom, left, right or center, a corner such as 'top left', or how far across and down as two percentages such as '30% 40%'",
    })
    .optional()
    .describe(
      "Where the picture's subject is, kept in sight when a picture of another shape is cropped to the carousel's (default: its centre): 'top', 'bottom left', '30% 40%'.",
    ),
});

/** `<Carousel>`: pictures that wrap around both ways. */
export const carouselProps = z.object({
  label: z.string().describe('What the pictures show as a whole, for screen readers.'),
  images: z.array(carouselImage).min(1).readonly().meta({
    description: 'A list of { src, alt }.',
    example: "images={[{ src: '/images/….svg', alt: 'What it shows' }]}",
  }),
});

export type CarouselProps = z.infer<typeof carouselProps>;
