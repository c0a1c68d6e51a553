import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { cameraPhoto } from './camera-photo.ts';
import { gifFromAPhone } from './phone-metadata.ts';
import { copyProject } from './project-copy.ts';

/** The photos the copy adds, as a copywriter would: straight from a parent's phone into public/images/. */
export const PHOTO_HERO = '/images/lighthouse/camera-hero.jpg';
export const PHOTO_SLIDE = '/images/lighthouse/camera-slide.jpg';
/** `addPhonePictures`: /research's frontmatter `image` (small enough to have been sent as written) and a GIF on /lighthouse. */
export const SHARED_PHOTO = '/images/research-share.jpg';
export const PHONE_GIF = '/images/lighthouse/lantern.gif';
/** `addPhonePictures`: a photo in /lighthouse's copy, written as Markdown (it opens large when tapped). */
export const PROSE_PHOTO = '/images/lighthouse/camera-table.jpg';
export const PROSE_PHOTO_ALT = 'Two families at a kitchen table, looking at one laptop together';
/** A camera original in public/ that no page uses. */
export const UNUSED_PHOTO = '/images/lighthouse/camera-unused.jpg';

/**
 * A copy of the project at `folder` where /lighthouse shows two 4000×3000 camera JPEGs, as a phone sends them
 * (its owner's name and the GPS position inside): as its hero and as the carousel's first slide. For the
 * bench's photo case and the end-to-end test of pictures.
 */
export async function writePhotoProject(folder: string): Promise<void> {
  await copyProject(folder);
  const [hero, slide] = await Promise.all([cameraPhoto({ seed: 1, fromAPhone: true }), cameraPhoto({ seed: 2, fromAPhone: true })]);
  await writeFile(path.join(folder, 'public', PHOTO_HERO), hero);
  await writeFile(path.join(folder, 'public', PHOTO_SLIDE), slide);
  const page = path.join(folder, 'content/lighthouse.mdx');
  const source = await readFile(page, 'utf8');
  const edited = source
    .replace('image="/images/lighthouse/hero.svg"', `image="${PHOTO_HERO}"`)
    .replace("src: '/images/lighthouse/arrival.svg'", `src: '${PHOTO_SLIDE}'`);
  if ((edited.match(/camera-(hero|slide)\.jpg/g) ?? []).length !== 2) {
    throw new Error('content/lighthouse.mdx no longer has the hero and first slide the photo case replaces: update photo-project.ts.');
  }
  await writeFile(page, edited);
}

/**
 * The rest of what a copywriter does with a parent's pictures, each as it came from the phone: /research's
 * frontmatter `image` (a 1200×900 photo, for other sites' previews), a 2000×1500 photo and a GIF in
 * /lighthouse's copy, and a camera original left in public/ that no page uses.
 */
export async function addPhonePictures(folder: string): Promise<void> {
  const [shared, unused, gif, prose] = await Promise.all([
    cameraPhoto({ width: 1200, height: 900, seed: 3, fromAPhone: true }),
    cameraPhoto({ width: 2000, height: 1500, seed: 4, fromAPhone: true }),
    gifFromAPhone(),
    cameraPhoto({ width: 2000, height: 1500, seed: 5, fromAPhone: true }),
  ]);
  await writeFile(path.join(folder, 'public', PROSE_PHOTO), prose);
  await writeFile(path.join(folder, 'public', SHARED_PHOTO), shared);
  await writeFile(path.join(folder, 'public', UNUSED_PHOTO), unused);
  await writeFile(path.join(folder, 'public', PHONE_GIF), gif);
  await edit(path.join(folder, 'content/research.mdx'), (source) => source.replace(/^(description: .*)$/m, `$1\nimage: ${SHARED_PHOTO}`));
  await edit(path.join(folder, 'content/lighthouse.mdx'), (source) =>
    source.replace('Want to know what it feels like from the inside?', `![${PROSE_PHOTO_ALT}](${PROSE_PHOTO})\n\n![A lantern passed from one family to the next](${PHONE_GIF})\n\nWant to know what it feels like from the inside?`),
  );
}

async function edit(file: string, change: (source: string) => string): Promise<void> {
  const source = await readFile(file, 'utf8');
  const edited = change(source);
  if (edited === source) throw new Error(`${file} no longer has the place photo-project.ts edits: update it.`);
  await writeFile(file, edited);
}
