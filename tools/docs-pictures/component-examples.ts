import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** The writing guide's pages of components, one per group, each with a `## \`<Name>\`` section per component. */
export const COMPONENT_DOCS = 'docs/writing/components';

/** Where each component's picture goes, and how its page links it: `pictures/Card.png` beside the pages. */
export const pictureFile = (name: string): string => `pictures/${name}.png`;

/** A component's own example: the first ```mdx block of its section on its group's page. */
export interface ComponentExample {
  name: string;
  /** The page it is on, from the project's root: `docs/writing/components/page-layout.md`. */
  page: string;
  mdx: string;
}

/** Every `## \`<Name>\`` section of the component pages that has an example, in page and section order. */
export async function componentExamples(folder = COMPONENT_DOCS): Promise<ComponentExample[]> {
  const files = (await readdir(folder)).filter((file) => file.endsWith('.md') && file !== 'index.md').sort();
  const examples: ComponentExample[] = [];
  for (const file of files) {
    const page = path.posix.join(folder, file);
    const text = await readFile(page, 'utf8');
    // A section runs from its heading to the next `## ` heading outside a code block; its example is its first mdx block.
    const headings = [...text.matchAll(/^## `<(\w+)>`[ \t]*$/gm)];
    headings.forEach((heading, index) => {
      const section = text.slice(heading.index, headings[index + 1]?.index ?? text.length);
      const mdx = /^```mdx\n([\s\S]*?)^```/m.exec(section)?.[1];
      if (mdx) examples.push({ name: heading[1]!, page, mdx });
    });
  }
  return examples;
}
