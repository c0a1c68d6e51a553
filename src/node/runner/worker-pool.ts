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
  /**
   * Child processes instead of worker threads, started with these Node flags: all a process held goes back to the
   * system when it ends. A worker thread's JavaScript heap does too, but not what native code allocated in it (the
   * bundler's allocator keeps freed memory for the process's other threads).
   */
  childProcess?: { execArgv: string[]; env?: Record<string, string> };
}

export interface WorkerPool {
  /** Calls the module's exported function `call` with `argument` in a worker: both must be structured-cloneable. */
  run<T>(call: string, argument?: unknown): Promise<T>;
  destroy(): Promise<void>;
}

/** A pool of worker threads or child processes (tinypool) running a TypeScript module of the build's, loaded in each as it starts. */
export function workerPool(
  module: URL,
  { threads, heapLimit, resourceLimits, childProcess }: WorkerPoolOptions,
): WorkerPool {
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
    ...(childProcess && {
      runtime: 'child_process',
      // A child process has no workerData: it gets the module as its argument, and from tinypool only the variables it is handed.
      argv: [module.href],
      env: { ...(process.env as Record<string, string>), ...childProcess.env },
      execArgv: [...process.execArgv, ...childProcess.execArgv],
      serialization: 'advanced',
    }),
  });
  return {
    run: (call, argument) =>
      pool.run({ call, argument }).catch((error: unknown) => Promise.reject(childProcess ? revived(error) : error)),
    destroy: () => pool.destroy(),
  };
}

/** A child process's error comes back as its fields (name, message, stack): an Error again, so it prints as one. */
function revived(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? Object.assign(new Error(), error) : error;
}
