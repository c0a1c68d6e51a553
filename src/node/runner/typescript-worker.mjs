// The file each of the build's worker threads starts from (see worker-pool.ts): it imports the TypeScript module the
// pool names (Node strips its types) as soon as the worker starts; each task names the function of it to call.
import Tinypool from 'tinypool';

const loaded = import(Tinypool.workerData.module);
// Its error, if any, reaches the first task.
loaded.catch(() => {});

export default async function run({ call, argument }) {
  return (await loaded)[call](argument);
}
