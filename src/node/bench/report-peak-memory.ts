// Loaded with `node --import` by `npm run bench:scale` into the build it measures: at exit, writes the
// process's peak resident memory (every thread's, workers included) to the file PEAK_MEMORY_FILE names.
import { writeFileSync } from 'node:fs';

const file = process.env.PEAK_MEMORY_FILE;
if (file) {
  process.on('exit', () => {
    // resourceUsage().maxRSS is in kilobytes.
    writeFileSync(file, String(process.resourceUsage().maxRSS * 1024));
  });
}
