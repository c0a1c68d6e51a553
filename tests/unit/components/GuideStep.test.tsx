import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { GuideStep } from '../../../src/components/GuideStep.tsx';

// The tick's words in another language: none of them may come from the component itself.
vi.mock('../../../content/site.ts', async (importOriginal) => {
  const { site } = await importOriginal<typeof import('../../../content/site.ts')>();
  return { site: { ...site, guideProgress: { ...site.guideProgress, done: 'Erledigt', tickLabel: '{done} – Schritt {number}: {title}' } } };
});

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
    const heading = screen.getByRole('heading', { level: 3 });
    expect(heading.textContent).toContain('Step 2: Set the table');
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

  it('names its tick with the settings’ pattern, filled in with the step’s number and title', () => {
    render(
      <GuideStep number={3} id="spark-the-evening" title="Den Abend entzünden">
        <p>Fragen.</p>
      </GuideStep>,
    );
    expect(screen.getByRole('checkbox', { name: 'Erledigt – Schritt 3: Den Abend entzünden' })).toBeTruthy();
  });
});
