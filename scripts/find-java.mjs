// Finds the Java runtime that the W3C's Nu Html Checker (vnu.jar, from the vnu-jar package) runs in. Never downloads
// one, as vnu-jar's own launcher would where it finds none: JAVA_HOME when set, else the system's `java`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** Debian's headless Java runtime, which apt-get installs where the machine has none. */
export const JAVA_PACKAGE = 'default-jre-headless';

/** The oldest Java that vnu.jar runs on. */
export const OLDEST_JAVA = 11;

/** @param {string} java @returns {number | undefined} the major version of the Java at `java`, if it runs. */
function majorVersion(java) {
  // Java prints its version on stderr, which is null when there is no such program.
  const stderr = spawnSync(java, ['-version'], { encoding: 'utf8' }).stderr ?? '';
  // "17.0.15", or "1.8.0_402" for Java 8, whose major version is then 1: too old either way.
  const major = Number(/version "(\d+)/.exec(stderr)?.[1]);
  return Number.isFinite(major) ? major : undefined;
}

/** @returns {string | undefined} the `java` executable to run vnu.jar with, if there is one new enough. */
export function findJava() {
  const java = process.env.JAVA_HOME ? path.join(process.env.JAVA_HOME, 'bin', 'java') : 'java';
  if (process.env.JAVA_HOME && !existsSync(java)) return undefined;
  return (majorVersion(java) ?? 0) >= OLDEST_JAVA ? java : undefined;
}
