import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AgendaAccordion } from '../../../src/components/AgendaAccordion.tsx';
import { AgendaItem } from '../../../src/components/AgendaItem.tsx';

function agenda(defaultOpen?: boolean) {
  return render(
    <AgendaAccordion title="Sample agenda (about 2 hours)" defaultOpen={defaultOpen}>
      <AgendaItem time="00:00" title="Arrival and food">
        Settle in.
      </AgendaItem>
      <AgendaItem time="01:40" title="Pass the torch and upload" />
    </AgendaAccordion>,
  );
}

afterEach(cleanup);

describe('AgendaAccordion', () => {
  it('starts closed by default and opens and closes from its heading button', () => {
    agenda();
    const trigger = screen.getByRole('button', { name: 'Sample agenda (about 2 hours)' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Arrival and food')).toBeNull();

    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Arrival and food')).toBeTruthy();

    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Arrival and food')).toBeNull();
  });

  it('can start open and still collapse', () => {
    agenda(true);
    const trigger = screen.getByRole('button', { name: 'Sample agenda (about 2 hours)' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Pass the torch and upload')).toBeTruthy();
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('sits its button inside a heading', () => {
    agenda();
    expect(screen.getByRole('heading', { level: 3, name: 'Sample agenda (about 2 hours)' })).toBeTruthy();
  });
});

describe('AgendaItem', () => {
  it('shows its time as a machine-readable duration, its title and its detail', () => {
    agenda(true);
    const time = screen.getByText('01:40');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe('PT01H40M');
    expect(screen.getByText('Settle in.')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
