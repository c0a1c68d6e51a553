// `node scripts/run-typescript.mjs scripts/build.ts [arguments]` runs one of the project's TypeScript scripts in
// plain Node, bundled by src/node/runner/import-typescript.mjs. The script finds its arguments in process.argv where Node
// puts a script's own, and its errors' stack traces name its TypeScript lines.
import path from 'node:path';
import { importTypeScript } from '../src/node/runner/import-typescript.mjs';

const [node, , script, ...args] = process.argv;
if (!script) {
  console.error('Usage: node scripts/run-typescript.mjs <script.ts> [arguments]');
  process.exit(2);
}
process.setSourceMapsEnabled(true);
process.argv = [node, path.resolve(script), ...args];
await importTypeScript(script);
