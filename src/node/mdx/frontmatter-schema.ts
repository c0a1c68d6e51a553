import { z } from 'zod';

/**
 * The frontmatter every page in content/ starts with. Build-time only: zod never reaches the browser.
 * Unknown keys are rejected so a misspelt field is caught rather than silently ignored.
 */
export const frontmatterSchema = z
  .object({
    /** The browser tab title and the headline search engines and social previews show. */
    title: z.string().min(1),
    /** One or two sentences for search results and social previews. */
    description: z.string().min(1),
    /** Social preview image: a path under public/ (`/images/og.png`) or a full https URL. */
    image: z.string().min(1).optional(),
    /** true keeps the page out of search engines and the sitemap: a page that only answers for another (offline). */
    noindex: z.boolean().optional(),
    /** The kind of page, as /llms.txt groups them under headings: "Research", "Guides". Pages without one are listed under "Pages". */
    kind: z.string().min(1).optional(),
  })
  .strict();

export type Frontmatter = z.infer<typeof frontmatterSchema>;

export const frontmatterFields = Object.keys(frontmatterSchema.shape) as (keyof Frontmatter)[];
