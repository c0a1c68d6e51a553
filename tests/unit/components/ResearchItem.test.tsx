import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ResearchItem } from '../../../src/components/ResearchItem.tsx';

describe('ResearchItem', () => {
  afterEach(cleanup);

  it('shows the title, the description, the figure and the source host without www.', () => {
    render(
      <ResearchItem title="Parents worry about AI" stat="3 of 4" link="https://www.barna.com/research/parents-ai/">
        <p>Nearly three in four parents are concerned.</p>
      </ResearchItem>,
    );
    const item = screen.getByRole('article');
    expect(within(item).getByRole('heading', { level: 3, name: 'Parents worry about AI' })).toBeTruthy();
    expect(within(item).getByText('Nearly three in four parents are concerned.')).toBeTruthy();
    expect(within(item).getByText('3 of 4')).toBeTruthy();
    expect(item.textContent).toContain('Source: barna.com');
  });

  it('links to the source in a new tab with noopener noreferrer, named after the item', () => {
    render(
      <ResearchItem title="Wellness pays" link="https://www.healthaffairs.org/doi/10.1377/hlthaff.2009.0626">
        <p>Medical costs fall.</p>
      </ResearchItem>,
    );
    const link = screen.getByRole('link', { name: /^Read the source\s+for “Wellness pays”\s+\(opens in a new tab\)$/ });
    expect(link.getAttribute('href')).toBe('https://www.healthaffairs.org/doi/10.1377/hlthaff.2009.0626');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it.each(['not a url', 'mailto:research@example.com', 'https://exa mple.com/x'])(
    'shows the raw link %j as the source when it cannot be parsed into a host',
    (link) => {
      render(
        <ResearchItem title="Odd link" link={link}>
          <p>Text.</p>
        </ResearchItem>,
      );
      expect(screen.getByRole('article').textContent).toContain(`Source: ${link}`);
    },
  );

  it('keeps a port in the host it shows', () => {
    render(
      <ResearchItem title="Local" link="https://www.example.org:8443/report">
        <p>Text.</p>
      </ResearchItem>,
    );
    expect(screen.getByRole('article').textContent).toContain('Source: example.org:8443');
  });

  it('leaves out the figure when there is none', () => {
    const { container } = render(
      <ResearchItem title="No figure" link="https://apa.org/">
        <p>Text.</p>
      </ResearchItem>,
    );
    expect(container.querySelector('.research-stat')).toBeNull();
  });
});
