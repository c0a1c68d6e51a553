// @vitest-environment node
// The catalogue as the writing guide reads it: each kind of message quoted in words no other kind has.
import { describe, expect, it } from 'vitest';
import { problemKinds } from '../../../../../src/node/content-check/report/problem-kinds.ts';

describe('the catalogue', () => {
  it('quotes each kind in words of its own, so a row of the docs names one message', () => {
    const quoted = Object.values(problemKinds);
    expect(quoted.filter((words, index) => quoted.indexOf(words) !== index)).toEqual([]);
  });
});
