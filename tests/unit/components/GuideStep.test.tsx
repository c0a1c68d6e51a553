import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { GuideStep } from '../../../src/components/GuideStep.tsx';

// The step's words in another language, switched on by a test: none of them may come from the component itself.
const german = vi.hoisted(() => ({
  on: false,
  words: { done: 'Erledigt', tickLabel: '{done} – Schritt {number}: {title}', stepHeading: '{title} (Schritt {number})', stepLink: 'Link zu diesem Schritt' },
}));
vi.mock('../../../content/site.ts', async (importOriginal) => {
  const { site } = await importOriginal<typeof import('../../../content/site.ts')>();
  return {
    site: {
      ...site,
      get guideProgress() {
        return german.on ? { ...site.guideProgress, ...german.words } : site.guideProgress;
      },
    },
  };
});

afterEach(() => {
  cleanup();
  german.on = false;
});

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
    expect([...heading.querySelectorAll('.sr-only')].map((words) => words.textContent)).toEqual(['Step 2: ', 'Link to this step']);
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

  it('takes every word screen readers hear from the settings, filled in with the step’s number and title', () => {
    german.on = true;
    render(
      <GuideStep number={3} id="spark-the-evening" title="Den Abend entzünden">
        <p>Fragen.</p>
      </GuideStep>,
    );
    expect(screen.getByRole('checkbox', { name: 'Erledigt – Schritt 3: Den Abend entzünden' })).toBeTruthy();
    const heading = screen.getByRole('heading', { level: 3, name: 'Den Abend entzünden (Schritt 3) Link zu diesem Schritt' });
    expect(heading.firstChild?.textContent).toBe('Den Abend entzünden');
    expect(screen.getByRole('link', { name: 'Link zu diesem Schritt' }).getAttribute('href')).toBe('#spark-the-evening');
  });
});
