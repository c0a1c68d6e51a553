import { cleanup, fireEvent, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Disclosure } from '../../../src/components/Disclosure.tsx';

afterEach(cleanup);

const options = (
  <Disclosure label="View Options">
    <p>The 2-day retreat</p>
  </Disclosure>
);

describe('Disclosure', () => {
  it('is a closed native <details> whose summary carries the label and a decorative chevron', () => {
    const { container } = render(options);
    const details = container.querySelector('details')!;
    expect(details.open).toBe(false);
    const summary = details.querySelector(':scope > summary')!;
    expect(summary.textContent).toBe('View Options');
    const chevron = summary.querySelector('[data-chevron]')!;
    expect(chevron.getAttribute('aria-hidden')).toBe('true');
    // The chevron turns through the open state of the <details> (CSS), not through JavaScript.
    expect(details.classList.contains('group')).toBe(true);
    expect(chevron.getAttribute('class')).toContain('group-open:rotate-180');
  });

  it('puts the copy in the HTML, so it is there before and without JavaScript and prints', () => {
    const html = renderToString(options);
    expect(html).toMatch(
      /^<details class="[^"]*"><summary[\s\S]*<\/summary><div class="disclosure-content"><p>The 2-day retreat<\/p><\/div><\/details>$/,
    );
  });

  it('opens and closes when its summary is pressed', () => {
    const { container } = render(options);
    const details = container.querySelector('details')!;
    fireEvent.click(details.querySelector('summary')!);
    expect(details.open).toBe(true);
    fireEvent.click(details.querySelector('summary')!);
    expect(details.open).toBe(false);
  });
});
