import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { cameraPhoto } from './camera-photo.ts';
import { copyProject } from './project-copy.ts';

/** The photos the copy adds, as a copywriter would: straight from the camera into public/images/. */
export const PHOTO_HERO = '/images/lighthouse/camera-hero.jpg';
export const PHOTO_SLIDE = '/images/lighthouse/camera-slide.jpg';

/**
 * A copy of the project at `folder` where /lighthouse shows two 4000×3000 camera JPEGs: as its hero and as
 * the carousel's first slide. For the bench's photo case and the end-to-end test of pictures.
 */
export async function writePhotoProject(folder: string): Promise<void> {
  await copyProject(folder);
  const [hero, slide] = await Promise.all([cameraPhoto({ seed: 1 }), cameraPhoto({ seed: 2 })]);
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
