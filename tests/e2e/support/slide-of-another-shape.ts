import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { carouselSlides } from './carousel-slides.ts';

/** The page whose carousel gets a slide of another shape. */
export const SHAPED_PAGE = { file: 'content/lighthouse.mdx', route: 'lighthouse' };
/** A phone's 4:3 photo, 4032×3024 as a phone camera takes it, among the 3:2 drawings. */
export const SHAPED_SLIDE = '/images/lighthouse/camera-other-shape.jpg';
const WIDTH = 4032;
const HEIGHT = 3024;
/** Where its subject is, as a copywriter writes it: the lighthouse stands at the left. */
const SHAPED_FOCUS = 'left';

/**
 * A JPEG of WIDTH×HEIGHT with its subject off centre: a red and white lighthouse a fifth of the way across, under a
 * sun at the right, and a frame round the edge that shows where a crop cuts. Smooth, unlike the camera photos of
 * photo-project.ts, so its copies stay small and the copy's other budgets (the offline precache) measure what they did.
 */
function offCentrePhoto(): Promise<Buffer> {
  const x = WIDTH * 0.2;
  const tower = { width: WIDTH * 0.07, top: HEIGHT * 0.2, bottom: HEIGHT * 0.8 };
  const band = (tower.bottom - tower.top) / 10;
  const bands = [0, 2, 4, 6, 8]
    .map(
      (n) =>
        `<rect x="${x - tower.width / 2}" y="${tower.top + n * band}" width="${tower.width}" height="${band}" fill="#fff"/>`,
    )
    .join('');
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3b6fb6"/><stop offset="1" stop-color="#f6c27a"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <circle cx="${WIDTH * 0.8}" cy="${HEIGHT * 0.25}" r="${HEIGHT * 0.08}" fill="#ffe27a"/>
    <rect y="${HEIGHT * 0.8}" width="${WIDTH}" height="${HEIGHT * 0.2}" fill="#2f6b3a"/>
    <rect x="${x - tower.width / 2}" y="${tower.top}" width="${tower.width}" height="${tower.bottom - tower.top}" fill="#c8372d"/>${bands}
    <polygon points="${x - tower.width},${tower.top} ${x + tower.width},${tower.top} ${x},${tower.top - tower.width}" fill="#222"/>
    <rect x="20" y="20" width="${WIDTH - 40}" height="${HEIGHT - 40}" fill="none" stroke="#e0218a" stroke-width="40"/>
  </svg>`;
  return sharp(Buffer.from(scene)).jpeg({ quality: 90 }).toBuffer();
}
/** The slide it replaces: the third, so the carousel turns from one shape to another and back. */
const REPLACED = 2;

/** Makes the third slide of the /lighthouse carousel in the project at `folder` a phone's 4:3 photo, with a focus. */
export async function addSlideOfAnotherShape(folder: string): Promise<void> {
  const replaced = (await carouselSlides(folder, SHAPED_PAGE.file))[REPLACED];
  if (!replaced)
    throw new Error(
      `${SHAPED_PAGE.file}'s carousel has fewer than ${REPLACED + 1} slides: slide-of-another-shape.ts replaces the third.`,
    );
  await writeFile(path.join(folder, 'public', SHAPED_SLIDE), await offCentrePhoto());
  const page = path.join(folder, SHAPED_PAGE.file);
  const source = await readFile(page, 'utf8');
  const edited = source.replace(`src: '${replaced.src}'`, `src: '${SHAPED_SLIDE}', focus: '${SHAPED_FOCUS}'`);
  if (edited === source)
    throw new Error(
      `${SHAPED_PAGE.file} writes the third slide's src in a way slide-of-another-shape.ts does not find: update it.`,
    );
  await writeFile(page, edited);
}
