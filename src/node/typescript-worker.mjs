// The file each of the build's worker threads starts from (see worker-pool.ts). A worker thread does not take
// the build's `--import tsx` (not in Node 20), so the TypeScript module the pool names is loaded through tsx's
// own API, as soon as the worker starts; each task names the function of it to call.
import Tinypool from 'tinypool';
import { tsImport } from 'tsx/esm/api';

const loaded = tsImport(Tinypool.workerData.module, import.meta.url);
// Its error, if any, reaches the first task.
loaded.catch(() => {});

export default async function run({ call, argument }) {
  return (await loaded)[call](argument);
}
