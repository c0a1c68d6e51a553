// Whether a Node version is one package.json's `engines.node` asks for. Plain JavaScript with no package:
// scripts/ensure-deps.mjs asks before node_modules exists, on whatever Node the machine has.
import { readFileSync } from 'node:fs';

/** package.json's `engines.node`, e.g. `^22.18.0 || >=24.3.0`. */
export const supportedRange = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).engines
  .node;

const parts = (version) => version.replace(/^v/, '').split('.').map(Number);

/** a ≥ b, part by part. */
function atLeast(a, b) {
  for (let index = 0; index < 3; index++)
    if ((a[index] ?? 0) !== (b[index] ?? 0)) return (a[index] ?? 0) > (b[index] ?? 0);
  return true;
}

/** One comparator of the range: `^x.y.z` (that major, from that version on) or `>=x.y.z`. */
function matches(version, comparator) {
  const [, operator, wanted] = /^(\^|>=)(\d+(?:\.\d+){0,2})$/.exec(comparator) ?? [];
  if (!operator)
    throw new Error(
      `package.json engines.node: "${comparator}" is not a range this check reads. Write each alternative as ^x.y.z or >=x.y.z, joined by ||.`,
    );
  const [have, floor] = [parts(version), parts(wanted)];
  return atLeast(have, floor) && (operator === '>=' || have[0] === floor[0]);
}

/** Whether `version` (`24.22.3` or `v24.22.3`) is in `range`: alternatives joined by `||`. */
export const isSupported = (version, range = supportedRange) =>
  range.split('||').some((comparator) => matches(version, comparator.trim()));
