// The file each of the build's worker threads starts from (see worker-pool.ts): it loads the TypeScript module the
// pool names (import-typescript.mjs) as soon as the worker starts; each task names the function of it to call.
import Tinypool from 'tinypool';
import { importTypeScript } from './import-typescript.mjs';

process.setSourceMapsEnabled(true);
const loaded = importTypeScript(Tinypool.workerData.module);
// Its error, if any, reaches the first task.
loaded.catch(() => {});

export default async function run({ call, argument }) {
  return (await loaded)[call](argument);
}
