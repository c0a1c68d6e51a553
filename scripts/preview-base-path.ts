// Prints the BASE_PATH for a branch preview: `node scripts/preview-base-path.ts feature/x` → /preview/feature-x/.
// PREVIEW_PREFIX changes the folder (default /preview/), e.g. /my-repo/preview/ for a GitHub Pages project site.
import { previewBasePath } from '../src/node/server/preview-base-path.ts';

const branch = process.argv[2];
if (!branch) {
  console.error('Usage: node scripts/preview-base-path.ts <branch name>');
  process.exit(1);
}
console.log(previewBasePath(branch, process.env.PREVIEW_PREFIX || undefined));
