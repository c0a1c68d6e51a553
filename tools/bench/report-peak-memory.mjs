// Loaded with `--import` (NODE_OPTIONS) by `npm run bench:scale` into every Node process of the build it measures:
// at exit, each writes its peak resident memory (every thread's, the pre-rendering workers included) to the file
// PEAK_MEMORY_FILE names, unless a process before it (tsx's CLI starts the build in a child) peaked higher.
// Plain JavaScript: worker threads inherit the flag, and load it as it is.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';

const file = process.env.PEAK_MEMORY_FILE;
if (file && isMainThread) {
  process.on('exit', () => {
    // resourceUsage().maxRSS is in kilobytes.
    const peak = process.resourceUsage().maxRSS * 1024;
    if (!existsSync(file) || Number(readFileSync(file, 'utf8')) < peak) writeFileSync(file, String(peak));
  });
}
