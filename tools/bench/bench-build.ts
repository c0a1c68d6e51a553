// npm run bench:build: what camera photos cost a production build. In a copy of the project (bench/build-project),
// times a build as the project is, then with ten new 4000×3000 camera JPEGs on one page (cold: never encoded
// before, so every copy is made), then the same build again (warm: every copy comes from the cache), then the
// baseline once more. Prints the times and what the photos add; target: cold ≤ +15 s, warm ≤ +1 s.
import { execFileSync } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { cameraPhoto } from '../fixtures/camera-photo.ts';
import { copyProject } from '../fixtures/project-copy.ts';

const PHOTOS = 10;
const project = path.resolve('bench/build-project');
const photosPage = path.join(project, 'content/bench-photos.mdx');

const build = () => {
  const started = performance.now();
  execFileSync(process.execPath, ['scripts/build.ts'], {
    cwd: project,
    stdio: 'pipe',
    env: { ...process.env, OUT_DIR: path.join(project, 'dist'), BASE_PATH: '/' },
  });
  return (performance.now() - started) / 1000;
};

await copyProject(project);
console.log('Baseline build …');
const before = build();

// New seeds every run: photos no earlier run has encoded, so the cache cannot help the cold build.
const seed = Date.now() % 100_000;
await mkdir(path.join(project, 'public/images/bench'), { recursive: true });
for (let index = 1; index <= PHOTOS; index++) {
  await writeFile(
    path.join(project, `public/images/bench/photo-${index}.jpg`),
    await cameraPhoto({ seed: seed + index }),
  );
}
const pictures = Array.from(
  { length: PHOTOS },
  (_, index) => `![Photo ${index + 1}](/images/bench/photo-${index + 1}.jpg)`,
);
await writeFile(
  photosPage,
  `---\ntitle: Photos\ndescription: Ten photos from a camera.\n---\n\n<Section>\n\n# Photos\n\n${pictures.join('\n\n')}\n\n</Section>\n`,
);
console.log(`Build with ${PHOTOS} new camera photos (cold) …`);
const cold = build();
console.log('The same build again (warm) …');
const warm = build();

await rm(photosPage);
console.log('Baseline build again …');
const after = build();

const baseline = (before + after) / 2;
const seconds = (value: number) => `${value.toFixed(1)} s`;
const added = (value: number) => `${value - baseline >= 0 ? '+' : ''}${(value - baseline).toFixed(1)} s`;
console.log(`
| build | time | photos add | target |
| --- | --- | --- | --- |
| baseline (mean of ${seconds(before)} and ${seconds(after)}) | ${seconds(baseline)} | | |
| ${PHOTOS} camera photos, cold | ${seconds(cold)} | ${added(cold)} | ≤ +15 s |
| ${PHOTOS} camera photos, warm | ${seconds(warm)} | ${added(warm)} | ≤ +1 s |
`);
