import { z } from 'zod';

/** One picture of a `<Carousel>`. */
export const carouselImage = z.object({
  src: z.string().describe('A file under public/: /images/lighthouse/table.svg.'),
  alt: z.string().describe('What the picture shows, for people who cannot see it.'),
  width: z.number().int().positive().optional().describe("The image's own width, so the page does not shift while it loads (default 1200)."),
  height: z.number().int().positive().optional().describe("The image's own height (default 800)."),
});

/** `<Carousel>`: pictures that wrap around both ways. */
export const carouselProps = z.object({
  label: z.string().describe('What the pictures show as a whole, for screen readers.'),
  images: z
    .array(carouselImage)
    .min(1)
    .readonly()
    .meta({
      description: 'A list of { src, alt } (optional width, height; default 1200×800).',
      example: "images={[{ src: '/images/….svg', alt: 'What it shows' }]}",
    }),
});

export type CarouselProps = z.infer<typeof carouselProps>;
