// @vitest-environment node
// Every lucide icon under src/ is imported from its own file (lucide-react/icons/<name>): the package's main module is
// one file of all its icons, which `npm start` loaded whole before its first page (the server render runs the
// package as it is, unbundled). Types may come from the main module: they cost nothing at run time.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const SOURCE = path.resolve('src');
/** An import of values (not `import type`) from lucide-react's main module. */
const VALUES_FROM_MAIN_MODULE = /^import (?!type )[^;]*from 'lucide-react';$/gm;

it('imports each lucide icon from its own file, never from the package’s main module', () => {
  const offenders = readdirSync(SOURCE, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .flatMap((file) =>
      (readFileSync(path.join(SOURCE, file), 'utf8').match(VALUES_FROM_MAIN_MODULE) ?? []).map(
        (line) => `src/${file}: ${line}`,
      ),
    );
  expect(offenders).toEqual([]);
});
