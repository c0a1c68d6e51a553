import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Step } from '../../../src/components/Step.tsx';
import { Steps } from '../../../src/components/Steps.tsx';

afterEach(cleanup);

describe('Steps and Step', () => {
  it('are an ordered list of titled steps, with an optional anchor per step', () => {
    render(
      <Steps>
        <Step title="Gather your people" id="gather">
          Invite a few families.
        </Step>
        <Step title="Set the table">Food first.</Step>
      </Steps>,
    );
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Gather your people',
      'Set the table',
    ]);
    expect(items[0]!.id).toBe('gather');
    expect(items[1]!.hasAttribute('id')).toBe(false);
    expect(items[0]!.textContent).toContain('Invite a few families.');
  });
});
