import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FooterColumn } from '../../../src/components/FooterColumn.tsx';
import { PageFooter } from '../../../src/components/PageFooter.tsx';

afterEach(cleanup);

describe('PageFooter and FooterColumn', () => {
  it('is a footer of headed columns', () => {
    render(
      <PageFooter>
        <FooterColumn title="Services">
          <ul>
            <li>Corporate workshops</li>
          </ul>
        </FooterColumn>
      </PageFooter>,
    );
    const footer = screen.getByRole('contentinfo');
    const heading = within(footer).getByRole('heading', { level: 2, name: 'Services' });
    expect(heading.nextElementSibling!.textContent).toBe('Corporate workshops');
  });
});
