import Tinypool from 'tinypool';

export interface WorkerPoolOptions {
  /**
   * Worker threads, all started with the pool: each takes a second or two to load its modules, and a worker started
   * only once tasks waited began loading after the pre-renderer's first task (the page list) had run, two seconds
   * late. 0 runs the tasks in this thread: a small site gains nothing from a worker's memory of its own, and would
   * pay its start.
   */
  threads: number;
  /** A worker whose heap has grown past this many bytes after a task is replaced by a fresh one. */
  heapLimit?: number;
  /** Each worker's V8 heap limits (worker_threads' resourceLimits). */
  resourceLimits?: { maxOldGenerationSizeMb?: number; maxYoungGenerationSizeMb?: number };
}

export interface WorkerPool {
  /** Calls the module's exported function `call` with `argument` in a worker: both must be structured-cloneable. */
  run<T>(call: string, argument?: unknown): Promise<T>;
  destroy(): Promise<void>;
}

/** A pool of worker threads (tinypool) running a TypeScript module of the build's, loaded in each as it starts. */
export function workerPool(module: URL, { threads, heapLimit, resourceLimits }: WorkerPoolOptions): WorkerPool {
  if (threads === 0) {
    const loaded = import(module.href) as Promise<Record<string, (argument: unknown) => unknown>>;
    // One task at a time, as one worker would take them: what a task holds is let go before the next starts.
    let last: Promise<unknown> = Promise.resolve();
    const run = <T>(call: string, argument?: unknown) => {
      const result = last.then(async () => (await loaded)[call]!(argument) as T);
      last = result.catch(() => {});
      return result;
    };
    return { run, destroy: async () => {} };
  }
  const pool = new Tinypool({
    filename: new URL('./typescript-worker.mjs', import.meta.url).href,
    minThreads: threads,
    maxThreads: threads,
    workerData: { module: module.href },
    maxMemoryLimitBeforeRecycle: heapLimit,
    resourceLimits,
  });
  return {
    run: (call, argument) => pool.run({ call, argument }),
    destroy: () => pool.destroy(),
  };
}
