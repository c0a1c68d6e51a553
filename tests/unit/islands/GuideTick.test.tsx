import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import GuideTick, { wakeOn as tickWakesOn } from '../../../src/islands/GuideTick.tsx';
import GuideSummary, { wakeOn as summaryWakesOn } from '../../../src/islands/GuideSummary.tsx';
import { progressKey } from '../../../src/lib/guide-progress.ts';

const steps = [
  ['gather-your-people', 'Gather your people'],
  ['set-the-table', 'Set the table'],
] as const;

/** The guide as the page has it: each step (an article with its anchor) holding its tick, then the summary. */
function guide() {
  return render(
    <>
      {steps.map(([id, title], index) => (
        <article key={id} id={id} className="guide-step">
          <GuideTick step={id} label={`Done: Step ${index + 1}, ${title}`} done="Done" />
        </article>
      ))}
      <GuideSummary summary="{done} of {total} steps done" startOver="Start over" />
    </>,
  );
}

const key = progressKey(location.pathname);
beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the host’s ticks on a guide', () => {
  it('wake as they come near: the guide is far below the first screen', () => {
    expect(tickWakesOn).toBe('visible');
    expect(summaryWakesOn).toBe('visible');
  });

  it('are checkboxes named by their step, showing the word they start with, and the summary counts the page’s steps', () => {
    guide();
    expect(screen.getAllByText('Done')).toHaveLength(2);
    expect(screen.getByRole('checkbox', { name: 'Done: Step 1, Gather your people' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Done: Step 2, Set the table' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('0 of 2 steps done');
    expect((screen.getByRole('button', { name: 'Start over' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('keep a tick on the device by the step’s anchor, and the summary follows', () => {
    guide();
    fireEvent.click(screen.getByRole('checkbox', { name: /Set the table/ }));
    expect(JSON.parse(localStorage.getItem(key)!)).toEqual(['set-the-table']);
    expect(screen.getByRole('status').textContent).toBe('1 of 2 steps done');
  });

  it('show what was kept when they wake again, and start over clears every tick', () => {
    localStorage.setItem(key, JSON.stringify(['gather-your-people', 'a-step-since-removed']));
    guide();
    expect((screen.getByRole('checkbox', { name: /Gather your people/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('1 of 2 steps done');
    fireEvent.click(screen.getByRole('button', { name: 'Start over' }));
    expect((screen.getByRole('checkbox', { name: /Gather your people/ }) as HTMLInputElement).checked).toBe(false);
    expect(localStorage.getItem(key)).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('0 of 2 steps done');
  });

  it('follow a tick made in another tab', () => {
    guide();
    localStorage.setItem(key, JSON.stringify(['set-the-table']));
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key })));
    expect((screen.getByRole('checkbox', { name: /Set the table/ }) as HTMLInputElement).checked).toBe(true);
  });
});
