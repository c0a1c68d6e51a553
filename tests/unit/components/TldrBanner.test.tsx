import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TldrBanner } from '../../../src/components/TldrBanner.tsx';

function renderBanner(sourceLabel?: string) {
  render(
    <TldrBanner source="https://www.barna.com/research/parents-ai/" sourceLabel={sourceLabel}>
      <p>3 of 4 parents are worried.</p>
    </TldrBanner>,
  );
}

describe('TldrBanner', () => {
  afterEach(cleanup);

  it('shows the summary and links its source in a new tab', () => {
    renderBanner('Barna Group, 2024');
    expect(screen.getByRole('region', { name: 'TL;DR' }).textContent).toContain('3 of 4 parents are worried.');
    const link = screen.getByRole('link', { name: 'Source: Barna Group, 2024 (opens in a new tab)' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('names the source by its host when no label is given', () => {
    renderBanner();
    expect(screen.getByRole('link', { name: 'Source: barna.com (opens in a new tab)' })).toBeTruthy();
  });
});
