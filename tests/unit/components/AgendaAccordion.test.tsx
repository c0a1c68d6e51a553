import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
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

/** The native disclosure: <details> with its <summary> control. */
function parts(container: HTMLElement) {
  const details = container.querySelector('details')!;
  return { details, summary: details.querySelector(':scope > summary')! };
}

describe('AgendaAccordion', () => {
  it('is a native <details> whose <summary> (the first child) is the control that opens it', () => {
    const { container } = agenda();
    const { details, summary } = parts(container);
    expect(details.firstElementChild).toBe(summary);
    expect(summary.textContent).toBe('Sample agenda (about 2 hours)');
    expect(details.querySelector('ol')!.parentElement!.parentElement).toBe(details);
  });

  it('starts closed by default, and open when asked, in the HTML itself (no script needed)', () => {
    expect(parts(agenda().container).details.open).toBe(false);
    cleanup();
    expect(parts(agenda(true).container).details.open).toBe(true);
    expect(
      renderToString(
        <AgendaAccordion title="Agenda" defaultOpen>
          <AgendaItem time="00:00" title="Arrival" />
        </AgendaAccordion>,
      ),
    ).toMatch(/^<details open=""/);
    expect(
      renderToString(
        <AgendaAccordion title="Agenda">
          <AgendaItem time="00:00" title="Arrival" />
        </AgendaAccordion>,
      ),
    ).not.toMatch(/<details[^>]*open/);
  });

  it('opens and closes from its summary', () => {
    const { details, summary } = parts(agenda(true).container);
    fireEvent.click(summary);
    expect(details.open).toBe(false);
    fireEvent.click(summary);
    expect(details.open).toBe(true);
  });

  it('sits a heading inside its summary, so the agenda stays in the page outline', () => {
    const { summary } = parts(agenda().container);
    expect(screen.getByRole('heading', { level: 3, name: 'Sample agenda (about 2 hours)' }).parentElement).toBe(
      summary,
    );
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
