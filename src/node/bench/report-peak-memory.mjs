// Loaded with `node --import` by `npm run bench:scale` into the build it measures: at exit, writes the
// process's peak resident memory (every thread's, the pre-rendering workers included) to the file
// PEAK_MEMORY_FILE names. Plain JavaScript: worker threads inherit the flag, and they load it without tsx.
import { writeFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';

const file = process.env.PEAK_MEMORY_FILE;
if (file && isMainThread) {
  process.on('exit', () => {
    // resourceUsage().maxRSS is in kilobytes.
    writeFileSync(file, String(process.resourceUsage().maxRSS * 1024));
  });
}
