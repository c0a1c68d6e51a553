import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { carouselSlides } from './carousel-slides.ts';
import { SHAPED_PAGE, SHAPED_SLIDE } from './slide-of-another-shape.ts';

/** A page of cards side by side, each with a picture of its own shape (picture-shapes.test.ts). */
export const CARDS_PAGE = { file: 'content/e2e-added/cards-with-pictures.mdx', route: 'e2e-added/cards-with-pictures' };

/**
 * Writes CARDS_PAGE into the project at `folder`, after addSlideOfAnotherShape: a <CardGrid> whose first card holds
 * the phone's 4:3 photo and the next ones the carousel's 3:2 drawings, each as a Markdown picture above a line of copy.
 */
export async function addCardsWithPictures(folder: string): Promise<void> {
  const drawings = (await carouselSlides(folder, SHAPED_PAGE.file))
    .filter((slide) => slide.src.endsWith('.svg'))
    .slice(0, 2);
  const pictures = [{ src: SHAPED_SLIDE, alt: 'A phone photo' }, ...drawings];
  const cards = pictures.map(
    ({ src, alt }, index) =>
      `<Card title="Card ${index + 1}">\n![${alt}](${src})\n\nA line of copy under the picture.\n</Card>`,
  );
  const page = `---\ntitle: Cards with pictures\ndescription: A test page.\n---\n\n<Section>\n\n# Cards with pictures\n\n## Side by side\n\n<CardGrid>\n\n${cards.join('\n\n')}\n\n</CardGrid>\n\n</Section>\n`;
  const file = path.join(folder, CARDS_PAGE.file);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, page);
}
