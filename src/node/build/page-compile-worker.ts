// One of the threads the build's server bundle compiles its pages in (page-compile-workers.ts): the same MDX
// pipeline and page checks the bundler's own thread would run, with a content check of its own, read from the same
// files. Each task is one page; what the checks found goes back with its compiled code.
import type { ConfigEnv } from 'vite';
import { BuildCheck, type PlainPageSummary } from '../content-check/build-check.ts';
import { pageCompiler, type PageCompile } from '../mdx/mdx-options.ts';

export interface CompileTask {
  root: string;
  /** What Vite handed the content plugin's config hook: the compile follows its mode. */
  env: ConfigEnv;
  id: string;
  code: string;
}

/** The page's module and its summary, or `failed` when it does not compile: the bundler's thread compiles it again and reports it. */
export type CompiledPage = { failed: false; code: string; summary?: PlainPageSummary } | { failed: true };

/** The check and compiler of each project this worker has compiled for: a build has one. */
const projects = new Map<string, Promise<{ check: BuildCheck; compile: PageCompile }>>();

async function project(root: string, env: ConfigEnv) {
  const check = await BuildCheck.read(root);
  return { check, compile: await pageCompiler({ current: check }, env) };
}

export async function compilePage({ root, env, id, code }: CompileTask): Promise<CompiledPage> {
  if (!projects.has(root)) projects.set(root, project(root, env));
  const { check, compile } = await projects.get(root)!;
  try {
    const result = await compile(code, id);
    if (!result) return { failed: true };
    return { failed: false, code: result.code, summary: check.takeSummary(id) };
  } catch {
    return { failed: true };
  }
}
