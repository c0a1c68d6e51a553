import type { ReactNode } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SmartLink } from '../../../src/components/SmartLink.tsx';
import { routedAt } from '../routed.tsx';

/** Renders the link as the server does on the page at `path`. */
async function renderAt(path: string, link: ReactNode) {
  render(await routedAt(path, link));
}

describe('SmartLink', () => {
  afterEach(cleanup);

  it('opens web addresses in a new tab, safely, and says so to screen readers', async () => {
    await renderAt('/', <SmartLink href="https://example.org/a">Source</SmartLink>);
    const link = screen.getByRole('link', { name: 'Source (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://example.org/a');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('keeps mailto links in the same tab', async () => {
    await renderAt('/', <SmartLink href="mailto:a@example.org">Mail</SmartLink>);
    const link = screen.getByRole('link', { name: 'Mail' });
    expect(link.getAttribute('href')).toBe('mailto:a@example.org');
    expect(link.hasAttribute('target')).toBe(false);
    expect(link.hasAttribute('rel')).toBe(false);
  });

  it('links another page of the site as a plain page load, in the same tab', async () => {
    await renderAt('/', <SmartLink href="/research">Research</SmartLink>);
    const link = screen.getByRole('link', { name: 'Research' });
    expect(link.getAttribute('href')).toBe('/research');
    expect(link.hasAttribute('target')).toBe(false);
  });

  it('turns a link to a section of the current page into a jump on the page', async () => {
    await renderAt('/', <SmartLink href="/#corporate">Enterprise</SmartLink>);
    expect(screen.getByRole('link', { name: 'Enterprise' }).getAttribute('href')).toBe('#corporate');
  });

  it('keeps the path of a section on another page', async () => {
    await renderAt('/research', <SmartLink href="/#corporate">Enterprise</SmartLink>);
    expect(screen.getByRole('link', { name: 'Enterprise' }).getAttribute('href')).toBe('/#corporate');
  });

  it('passes other attributes to the anchor', async () => {
    await renderAt(
      '/',
      <SmartLink href="/research" className="nav-link" aria-describedby="hint">
        Research
      </SmartLink>,
    );
    const link = screen.getByRole('link', { name: 'Research' });
    expect(link.className).toBe('nav-link');
    expect(link.getAttribute('aria-describedby')).toBe('hint');
  });
});
