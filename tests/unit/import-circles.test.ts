// @vitest-environment node
// No module under src/ reaches itself through its imports, type-only imports included: a circle is a pair of files
// that can only be read (and moved) together. Imports are found and resolved by TypeScript's own scanner and resolver,
// with the project's compiler options, so `import type`, `export … from` and a dynamic import() all count.
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as TypeScript from 'typescript';
import { describe, expect, it } from 'vitest';

const ts = createRequire(import.meta.url)('typescript') as typeof TypeScript;
const SOURCE = path.resolve('src');

/** Every TypeScript and JavaScript module under src/. */
function sourceFiles(): string[] {
  return readdirSync(SOURCE, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(tsx?|mjs|js)$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => path.join(SOURCE, file));
}

/** Each module under src/ → the modules under src/ it imports. */
function importGraph(): Map<string, string[]> {
  const config = ts.readConfigFile(path.resolve('tsconfig.json'), ts.sys.readFile).config as object;
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, process.cwd());
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles()) {
    const { importedFiles } = ts.preProcessFile(ts.sys.readFile(file)!, true, true);
    const targets = importedFiles
      .map(({ fileName }) => ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule?.resolvedFileName)
      .filter((target): target is string => target !== undefined && target.startsWith(SOURCE + path.sep));
    graph.set(file, [...new Set(targets.map((target) => path.resolve(target)))]);
  }
  return graph;
}

/** The circles in a graph, each once, as the path from its first module back to it (Tarjan's strongly connected parts). */
function circles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const part: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      part.push(member);
    } while (member !== file);
    if (part.length > 1 || graph.get(file)?.includes(file)) found.push(part.map((name) => path.relative(process.cwd(), name)).sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

describe('imports under src/', () => {
  it('finds a circle where there is one', () => {
    const graph = new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]]);
    expect(circles(graph)).toEqual([['a', 'b', 'c']]);
  });

  it('form no circle, type-only imports included', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(100);
    expect(circles(graph)).toEqual([]);
  });
});
