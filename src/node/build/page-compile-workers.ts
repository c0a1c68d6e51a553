import type { ConfigEnv } from 'vite';
import { workerPool, type WorkerPool } from '../runner/worker-pool.ts';
import type { CompiledPage, CompileTask } from './page-compile-worker.ts';

/**
 * The server build's page compiles, spread over worker threads: the bundler calls a plugin's transform for one module
 * after another in one thread, where a large site's MDX compiles and checks kept one core busy and left the others
 * idle. The bundle is the same, in the same order: only where each page compiles changes.
 */
export class PageCompileWorkers {
  private readonly pool: WorkerPool;

  constructor(threads: number) {
    // A worker holds the MDX pipeline and the check's context, about 100 MB; it collects its garbage well before more.
    this.pool = workerPool(new URL('./page-compile-worker.ts', import.meta.url), {
      threads,
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    });
  }

  compile(root: string, env: ConfigEnv, id: string, code: string): Promise<CompiledPage> {
    return this.pool.run<CompiledPage>('compilePage', { root, env, id, code } satisfies CompileTask);
  }

  destroy(): Promise<void> {
    return this.pool.destroy();
  }
}
