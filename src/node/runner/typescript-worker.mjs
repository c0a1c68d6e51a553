// The file each of the build's worker threads (or child processes) starts from (see worker-pool.ts): it imports the
// TypeScript module the pool names (Node strips its types) as soon as the worker starts; each task names the function
// of it to call. A child process has no workerData: it is handed the module as its argument.
import Tinypool from 'tinypool';

const loaded = import(Tinypool.workerData?.module ?? process.argv[2]);
// Its error, if any, reaches the first task.
loaded.catch(() => {});

export default async function run({ call, argument }) {
  return (await loaded)[call](argument);
}
