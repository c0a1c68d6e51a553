import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { GuideStep } from '../../../src/components/GuideStep.tsx';

afterEach(cleanup);

describe('GuideStep', () => {
  it('is an article at its stable anchor, named by its numbered heading', () => {
    render(
      <GuideStep number={2} id="set-the-table" title="Set the table">
        <p>Food first.</p>
      </GuideStep>,
    );
    const step = screen.getByRole('article', { name: /Set the table/ });
    expect(step.id).toBe('set-the-table');
    // What a screen reader hears; only the title shows, the number being drawn beside it.
    const heading = screen.getByRole('heading', { level: 3, name: 'Step 2: Set the table Link to this step' });
    expect([...heading.querySelectorAll('.sr-only')].map((words) => words.textContent)).toEqual([
      'Step 2: ',
      'Link to this step',
    ]);
    expect(screen.getByText('Food first.')).toBeTruthy();
  });

  it('links to its own anchor so the step can be shared', () => {
    render(
      <GuideStep number={1} id="gather-your-people" title="Gather your people">
        <p>Invite.</p>
      </GuideStep>,
    );
    expect(screen.getByRole('link', { name: 'Link to this step' }).getAttribute('href')).toBe('#gather-your-people');
  });
});
