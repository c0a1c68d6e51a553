// npm test: type-checking, unit tests, then the end-to-end suite against production builds.
import { execSync } from 'node:child_process';

const steps: [string, string][] = [
  ['Type-checking', 'npx tsc --noEmit'],
  ['Unit tests', 'npx vitest run'],
  ['End-to-end tests', 'npx vitest run --config vitest.e2e.config.ts'],
];

for (const [title, command] of steps) {
  console.log(`\n── ${title}: ${command}`);
  try {
    execSync(command, { stdio: 'inherit' });
  } catch {
    console.error(`\n${title} failed.`);
    process.exit(1);
  }
}
