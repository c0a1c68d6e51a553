// Loaded with `--import` (NODE_OPTIONS) by `npm run bench:scale` into every Node process of the build it measures:
// at exit, each writes its peak resident memory (every thread's, the pre-rendering workers included) to the file
// PEAK_MEMORY_FILE names, unless a process before it peaked higher. The build's first process also adds up, ten times
// a second, its own memory and its child processes' (the bundler's): a child's peak counts with what its parent
// held at the same moment.
// Plain JavaScript: worker threads inherit the flag, and load it as it is.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';

const file = process.env.PEAK_MEMORY_FILE;
if (file && isMainThread) {
  // resourceUsage().maxRSS is in kilobytes.
  let peak = 0;
  if (!process.env.PEAK_MEMORY_PARENT) {
    // Set before any child starts, so that only this process adds up.
    process.env.PEAK_MEMORY_PARENT = String(process.pid);
    setInterval(() => {
      peak = Math.max(
        peak,
        processTree().reduce((sum, pid) => sum + residentBytes(pid), 0),
      );
    }, 100).unref();
  }
  process.on('exit', () => {
    peak = Math.max(peak, process.resourceUsage().maxRSS * 1024);
    if (!existsSync(file) || Number(readFileSync(file, 'utf8')) < peak) writeFileSync(file, String(peak));
  });
}

/** This process and all its descendants, from /proc (Linux; elsewhere this process alone). */
function processTree() {
  const children = new Map();
  let pids = [];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {}
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // The parent's id is the second field after the command, which is in parentheses and may hold spaces.
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(pid)]);
    } catch {
      // A process that ended while being read.
    }
  }
  const tree = [process.pid];
  for (let index = 0; index < tree.length; index++) tree.push(...(children.get(tree[index]) ?? []));
  return tree;
}

/** A process's resident memory now, in bytes (0 once it has ended, or without /proc). */
function residentBytes(pid) {
  try {
    return Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}
