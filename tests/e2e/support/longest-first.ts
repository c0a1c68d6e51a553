import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take longest, started before all others. Vitest orders files by the durations it has
 * cached, but a fresh clone has none and it falls back to file size, which would start the small review
 * file (three reviews in turn, two minutes or more) last, to finish alone long after the others. So would the two
 * files of a few lines that run every behaviour in WebKit and in Firefox (half a minute or more each).
 */
const LONGEST = ['tests/e2e/review.test.ts', 'tests/e2e/webkit.test.ts', 'tests/e2e/firefox.test.ts'];

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isLongest = (file: TestSpecification) => LONGEST.some((name) => file.moduleId.endsWith(name));
    return [...sorted.filter(isLongest), ...sorted.filter((file) => !isLongest(file))];
  }
}
