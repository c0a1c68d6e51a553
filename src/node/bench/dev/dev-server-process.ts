import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createServer } from 'node:net';

/** The dev server as `npm run dev` runs it, in its own process in `folder`, on a free port, logging to `output`. */
export interface DevServerProcess {
  url: string;
  /** Milliseconds from the spawn until Vite said where it listens. */
  listeningAfter: number;
  /** Everything the server has printed so far (the terminal a copywriter watches). */
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

/** The dev server as `npm start` runs it after the install (scripts/dev-server.mjs); its "Local:" line says it listens. */
export async function startDevServer(folder: string, startedAt = performance.now()): Promise<DevServerProcess> {
  const port = await freePort();
  // A commit from before scripts/dev-server.mjs (measured with --against) ran Vite's CLI itself.
  const command = existsSync(path.join(folder, 'scripts/dev-server.mjs')) ? 'scripts/dev-server.mjs' : 'node_modules/vite/bin/vite.js';
  const child: ChildProcess = spawn(process.execPath, [command, '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
    cwd: folder,
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const local = /Local:\s+(http:\/\/\S+)/.exec(output);
      if (local) resolve({ url: local[1]!, listeningAfter: performance.now() - startedAt, output: () => output, stop });
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`The dev server stopped (${code}) before it listened:\n${output}`)));
  });
}
