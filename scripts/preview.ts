// Serves dist/ like a static host (pretty URLs, 404.html with status 404), under BASE_PATH if set.
import path from 'node:path';
import { normaliseBasePath } from '../src/lib/base-path.ts';
import { startStaticServer } from '../src/node/server/static-server.ts';

const root = path.resolve(process.env.OUT_DIR ?? 'dist');
const base = normaliseBasePath(process.env.BASE_PATH);
const port = Number(process.env.PORT ?? 4173);
const server = await startStaticServer({ root, base, port, gzip: true });
console.log(`Serving ${path.relative(process.cwd(), root)}/ at ${server.url}`);
