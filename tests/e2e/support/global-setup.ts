import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startStaticServer, type RunningServer } from '../../../src/build/static-server.ts';
import { PREVIEW_BASE, type TestSite } from './sites.ts';

const builds = [
  { name: 'root', base: '/' },
  { name: 'prefixed', base: PREVIEW_BASE },
] as const;

/**
 * Builds the site twice, at / and under a branch-preview prefix, and serves both like a static host.
 * E2E_REUSE_BUILD=1 skips the builds when .e2e/ is already fresh.
 */
export default async function setup(project: TestProject) {
  const servers: RunningServer[] = [];
  const sites: TestSite[] = [];
  for (const { name, base } of builds) {
    const dir = path.resolve('.e2e', name);
    if (process.env.E2E_REUSE_BUILD !== '1') {
      execFileSync('npx', ['tsx', 'scripts/build.ts'], {
        stdio: 'inherit',
        env: { ...process.env, OUT_DIR: dir, BASE_PATH: base },
      });
    }
    const server = await startStaticServer({ root: dir, base });
    servers.push(server);
    sites.push({ name, base, url: server.url, dir });
  }
  project.provide('sites', sites);
  return async () => {
    await Promise.all(servers.map((server) => server.close()));
  };
}
