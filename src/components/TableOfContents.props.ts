import type { ReactNode } from 'react';
import { z } from 'zod';

/** `<TableOfContents>`: the list of a long page's sections, with the current one marked. */
export const tableOfContentsProps = z.object({
  title: z
    .string()
    .optional()
    .describe('The heading above the list (default: tableOfContents.title in content/site.ts).'),
});

export type TableOfContentsProps = z.infer<typeof tableOfContentsProps> & {
  /** A Markdown list of links to the page's headings: `- [Wellness ROI](#wellness-roi)`. */
  children: ReactNode;
};
