// @vitest-environment node
// No module under src/ reaches itself through its imports, type-only imports included: a circle is a pair of files
// that can only be read (and moved) together. Imports are read by Rolldown's parser (Oxc), so `import type`,
// `export … from`, a dynamic import() and a `typeof import()` type all count; each names its file as Node needs it,
// relative and with its extension, so it resolves as a path.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSync, Visitor, type ESTree } from 'rolldown/utils';
import { describe, expect, it } from 'vitest';

const SOURCE = path.resolve('src');

/** Every TypeScript and JavaScript module under src/. */
function sourceFiles(): string[] {
  return readdirSync(SOURCE, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(tsx?|mjs|js)$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => path.join(SOURCE, file));
}

/** What a module imports, as written: `./x.ts`, `react`. */
function importedNames(file: string, text: string): string[] {
  const names: string[] = [];
  const from = ({ source }: { source: ESTree.Expression | ESTree.StringLiteral | null }) => {
    if (source?.type === 'Literal' && typeof source.value === 'string') names.push(source.value);
  };
  new Visitor({
    ImportDeclaration: from,
    ExportNamedDeclaration: from,
    ExportAllDeclaration: from,
    ImportExpression: from,
    TSImportType: from,
  }).visit(parseSync(file, text).program);
  return names;
}

/** Each module under src/ → the modules under src/ it imports. */
function importGraph(): Map<string, string[]> {
  const modules = new Set(sourceFiles());
  const graph = new Map<string, string[]>();
  for (const file of modules) {
    const targets = importedNames(file, readFileSync(file, 'utf8'))
      .filter((name) => name.startsWith('.'))
      .map((name) => path.resolve(path.dirname(file), name))
      .filter((target) => modules.has(target));
    graph.set(file, [...new Set(targets)]);
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
    if (part.length > 1 || graph.get(file)?.includes(file))
      found.push(part.map((name) => path.relative(process.cwd(), name)).sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

describe('imports under src/', () => {
  it('are read in every form a module can name another', () => {
    const text = [
      "import { a } from './a.ts';",
      "import type { B } from './b.ts';",
      "export { c } from './c.ts';",
      "export * from './d.ts';",
      "const e = () => import('./e.ts');",
      "type F = typeof import('./f.ts');",
      "import './g.css';",
    ].join('\n');
    expect(importedNames('x.ts', text)).toEqual([
      './a.ts',
      './b.ts',
      './c.ts',
      './d.ts',
      './e.ts',
      './f.ts',
      './g.css',
    ]);
  });

  it('finds a circle where there is one', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(circles(graph)).toEqual([['a', 'b', 'c']]);
  });

  it('form no circle, type-only imports included', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(100);
    expect(circles(graph)).toEqual([]);
  });
});
