import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TableOfContents } from '../../../src/components/TableOfContents.tsx';

const list = (
  <ul>
    <li>
      <a href="#wellness-roi">Wellness ROI</a>
    </li>
  </ul>
);

describe('TableOfContents', () => {
  afterEach(cleanup);

  it('is a labelled navigation landmark with the phone disclosure and the wide-screen list', () => {
    const { container } = render(<TableOfContents title="Research topics">{list}</TableOfContents>);
    expect(screen.getByRole('navigation', { name: 'Research topics' })).toBeTruthy();
    expect(container.querySelector('details summary')?.textContent).toBe('Research topics');
    expect(container.querySelectorAll('a[href="#wellness-roi"]')).toHaveLength(2);
  });

  it('closes the phone disclosure once a section is chosen, and not on other clicks', () => {
    const { container } = render(<TableOfContents>{list}</TableOfContents>);
    const details = container.querySelector('details')!;
    details.open = true;
    fireEvent.click(details.querySelector('.toc-list')!);
    expect(details.open).toBe(true);
    fireEvent.click(details.querySelector('a')!);
    expect(details.open).toBe(false);
  });
});
