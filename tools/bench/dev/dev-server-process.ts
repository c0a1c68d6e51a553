import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { createServer } from 'node:net';

/** `npm start` in a project copy, on a free port, in a process group of its own (npm, its shell, ensure-deps, Vite). */
export interface DevServerProcess {
  url: string;
  /** Milliseconds from the spawn of `npm start` until Vite said where it listens. */
  listeningAfter: number;
  /** Everything npm, ensure-deps and the server have printed so far (the terminal a copywriter watches). */
  output: () => string;
  stop: () => Promise<void>;
}

/** A port nothing listens on now (Vite's CLI reads `--port 0` as its default port). */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** A command line of npm: the npm this bench runs under (`npm run bench:dev`), else the one on the PATH. */
export const npm = (...args: string[]): [string, string[]] =>
  process.env.npm_execpath ? [process.execPath, [process.env.npm_execpath, ...args]] : ['npm', args];

/** Whether any process of the group led by `pid` is still running. */
const groupAlive = (pid: number) => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * `npm start` as the copywriter types it, in `folder`: npm, then its script (ensure-deps, then the dev server), with
 * the port after `--` (npm adds it to the script's last command, which starts Vite in every commit). `startedAt` is
 * the `performance.now()` the clock starts from; Vite's "Local:" line says the server listens.
 */
export async function startNpmStart(folder: string, startedAt = performance.now()): Promise<DevServerProcess> {
  const port = await freePort();
  const [command, args] = npm('start', '--', '--host', '127.0.0.1', '--port', String(port), '--strictPort');
  const child = spawn(command, args, {
    cwd: folder,
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: npm does not pass a signal on through its shell, so the whole group is stopped.
    detached: true,
  });
  let output = '';
  const stop = async () => {
    if (child.pid === undefined || !groupAlive(child.pid)) return;
    process.kill(-child.pid, 'SIGTERM');
    // The next start finds the port free and the caches written: nothing of this one is left running.
    while (groupAlive(child.pid)) await sleep(20);
  };
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const local = /Local:\s+(http:\/\/\S+)/.exec(output);
      if (local) resolve({ url: local[1]!, listeningAfter: performance.now() - startedAt, output: () => output, stop });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) =>
      reject(new Error(`npm start stopped (${code}) before the server listened:\n${output}`)),
    );
  });
}
