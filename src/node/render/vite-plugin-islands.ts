import path from 'node:path';
import type { Plugin } from 'vite';

/** Import an island module with this query to get its server-rendering wrapper, named after the file. */
export const ISLAND_QUERY = '?island';

const ISLAND_ID = /\?island$/;

/**
 * The server-rendering wrapper, as an id from the project root like the islands it wraps: a dev server on a copy of
 * the project must wrap them with the copy's, which reads the copy's page contexts (the pictures, for a carousel).
 */
const SERVER_ISLAND = '/src/node/render/server-island.tsx';

/**
 * `import { Carousel } from '/src/islands/Carousel.tsx?island'` gives the server render an island
 * wrapper around the module's component (src/node/render/server-island.tsx). The MDX pipeline imports
 * islands this way, so copywriters use <Carousel> like any other component.
 */
export function islandsPlugin(): Plugin {
  return {
    name: 'family-site:islands',
    enforce: 'pre',
    // The filters let the bundler skip this plugin for every other import without calling into JavaScript:
    // a site of a thousand pages makes thousands of imports.
    resolveId: {
      filter: { id: ISLAND_ID },
      async handler(source, importer) {
        const resolved = await this.resolve(source.slice(0, -ISLAND_QUERY.length), importer, { skipSelf: true });
        return resolved ? `${resolved.id}${ISLAND_QUERY}` : null;
      },
    },
    load: {
      filter: { id: ISLAND_ID },
      handler(id) {
        const file = id.slice(0, -ISLAND_QUERY.length);
        const name = path.basename(file, path.extname(file));
        return [
          `import * as island from ${JSON.stringify(file)};`,
          `import { serverIsland } from ${JSON.stringify(SERVER_ISLAND)};`,
          `export const ${name} = serverIsland(${JSON.stringify(name)}, island);`,
        ].join('\n');
      },
    },
  };
}
