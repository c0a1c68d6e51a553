import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { Stat } from '../../../src/components/Stat.tsx';
import { StatGrid } from '../../../src/components/StatGrid.tsx';

afterEach(cleanup);

describe('StatGrid and Stat', () => {
  it('pair each figure with what it counts in a description list, label first for screen readers', () => {
    const { container } = render(
      <StatGrid>
        <Stat value="28" label="school districts" />
        <Stat value="450,000+" label="students reached" />
      </StatGrid>,
    );
    const list = container.querySelector('dl')!;
    expect(list).toBeTruthy();
    expect([...list.querySelectorAll('dt')].map((term) => term.textContent)).toEqual([
      'school districts',
      'students reached',
    ]);
    expect([...list.querySelectorAll('dd')].map((value) => value.textContent)).toEqual(['28', '450,000+']);
    // Each pair sits in its own wrapper with the term before its value.
    const first = list.firstElementChild!;
    expect([...first.children].map((child) => child.tagName)).toEqual(['DT', 'DD']);
  });
});
