import { cleanup, render, screen } from '@testing-library/react';
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

  it('is a labelled navigation landmark with a closed phone disclosure and the wide-screen list', () => {
    const { container } = render(<TableOfContents title="Research topics">{list}</TableOfContents>);
    const nav = screen.getByRole('navigation', { name: 'Research topics' });
    expect(nav.classList.contains('toc')).toBe(true);
    const details = nav.querySelector('details')!;
    expect(details.open).toBe(false);
    expect(details.querySelector('summary')!.textContent).toBe('Research topics');
    expect(nav.querySelector('.toc-desktop .toc-title')!.textContent).toBe('Research topics');
    expect(container.querySelectorAll('a[href="#wellness-roi"]')).toHaveLength(2);
  });

  it('is titled "On this page" by default', () => {
    render(<TableOfContents>{list}</TableOfContents>);
    expect(screen.getByRole('navigation', { name: 'On this page' })).toBeTruthy();
  });

  it('has an empty, hidden place in the phone summary for the name of the section being read', () => {
    const { container } = render(<TableOfContents>{list}</TableOfContents>);
    const current = container.querySelector<HTMLElement>('summary [data-toc-current]')!;
    expect(current.textContent).toBe('');
    expect(current.hidden).toBe(true);
  });
});
