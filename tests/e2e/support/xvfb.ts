import { spawn } from 'node:child_process';
import type { Readable } from 'node:stream';

export interface VirtualDisplay {
  /** The display's name for DISPLAY, e.g. ":1". */
  display: string;
  stop(): Promise<void>;
  /** Ends it at once, without waiting: for a process on its way out. */
  kill(): void;
}

/**
 * Starts Xvfb, a virtual X display that draws into memory, on a display number nobody uses: Xvfb picks it
 * (-displayfd) and writes it back once it accepts clients, so nothing is guessed and nothing waits on a timer.
 */
export async function startXvfb(executable: string): Promise<VirtualDisplay> {
  const xvfb = spawn(executable, ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  xvfb.stderr!.on('data', (chunk) => (stderr += chunk));
  const display = await new Promise<string>((resolve, reject) => {
    let written = '';
    (xvfb.stdio[3] as Readable).on('data', (chunk) => {
      written += chunk;
      if (written.endsWith('\n')) resolve(`:${written.trim()}`);
    });
    xvfb.once('error', reject);
    xvfb.once('exit', (code) => reject(new Error(`Xvfb stopped (${code}) before it opened a display: ${stderr}`)));
  });
  const exited = new Promise<void>((done) => xvfb.once('exit', () => done()));
  return {
    display,
    kill: () => xvfb.kill(),
    stop: async () => {
      xvfb.kill();
      await exited;
    },
  };
}
