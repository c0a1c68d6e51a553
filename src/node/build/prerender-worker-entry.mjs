// The file each pre-rendering worker thread starts from. A worker thread does not take the build's
// `--import tsx` (not in Node 20), so this loads the TypeScript worker through tsx's own API.
import { tsImport } from 'tsx/esm/api';

export const { listPages, renderPages, finishPages } = await tsImport('./prerender-worker.ts', import.meta.url);
