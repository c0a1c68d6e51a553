import { z } from 'zod';

/** One picture of a `<Carousel>`. */
export const carouselImage = z.object({
  src: z.string().describe('A file under public/ (any JPEG, PNG, WebP or SVG, at any size): /images/lighthouse/table.jpg.'),
  alt: z.string().describe('What the picture shows, for people who cannot see it.'),
  width: z.number().int().positive().optional().describe("Only for a picture from another site: its own width (default 1200). A file's size is read from the file."),
  height: z.number().int().positive().optional().describe('Only for a picture from another site: its own height (default 800).'),
});

/** `<Carousel>`: pictures that wrap around both ways. */
export const carouselProps = z.object({
  label: z.string().describe('What the pictures show as a whole, for screen readers.'),
  images: z
    .array(carouselImage)
    .min(1)
    .readonly()
    .meta({
      description: 'A list of { src, alt }.',
      example: "images={[{ src: '/images/….svg', alt: 'What it shows' }]}",
    }),
});

export type CarouselProps = z.infer<typeof carouselProps>;
