import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Fact } from '../../../src/components/Fact.tsx';
import { Facts } from '../../../src/components/Facts.tsx';

afterEach(cleanup);

describe('Facts and Fact', () => {
  it('are a description list: each label is the term and its figure the value', () => {
    const { container } = render(
      <Facts>
        <Fact value="45 minutes" label="one-on-one" />
        <Fact value="$99" label="per session" />
      </Facts>,
    );
    const list = container.querySelector('dl')!;
    expect([...list.querySelectorAll('dt')].map((term) => term.textContent)).toEqual(['one-on-one', 'per session']);
    expect([...list.querySelectorAll('dd')].map((value) => value.textContent)).toEqual(['45 minutes', '$99']);
    // Each pair is grouped, term before value, as a description list requires.
    expect([...list.children].map((group) => [...group.children].map((child) => child.tagName))).toEqual([
      ['DT', 'DD'],
      ['DT', 'DD'],
    ]);
  });
});
