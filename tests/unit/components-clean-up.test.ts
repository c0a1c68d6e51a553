import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

// The component test files share one DOM per worker (vitest.config.ts): one that left a rendered tree
// behind would put its elements into the next file's queries.
it('every component test file that renders into the DOM unmounts it after each test', () => {
  const folder = 'tests/unit/components';
  const rendering = readdirSync(folder)
    .filter((file) => file.endsWith('.test.tsx'))
    .map((file) => ({ file, text: readFileSync(path.join(folder, file), 'utf8') }))
    .filter(({ text }) => /import \{[^}]*\brender\b[^}]*\} from '@testing-library\/react'/.test(text));
  expect(rendering.length).toBeGreaterThan(10);
  const uncleaned = rendering
    .filter(({ text }) => !/afterEach\((?:cleanup|\(\) => \{\s*cleanup\(\);)/.test(text))
    .map(({ file }) => file);
  expect(uncleaned).toEqual([]);
});

// They share one module graph too: a module mocked in one file is not mocked for a component another file in the same
// worker loaded first, so whether the mock applied depended on which files ran before it (GuideStep.test.tsx failed so,
// once, under load). Tests of words from the settings mock content/site.ts in copy-from-settings.test.tsx.
it('no component test file mocks a module', () => {
  const folder = 'tests/unit/components';
  const mocking = readdirSync(folder).filter(
    (file) => file.endsWith('.test.tsx') && /\bvi\.(?:do)?mock\(/.test(readFileSync(path.join(folder, file), 'utf8')),
  );
  expect(mocking).toEqual([]);
});
