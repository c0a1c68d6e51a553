import type { ReactNode } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SmartLink } from '../../../src/components/SmartLink.tsx';
import { CurrentPath } from '../../../src/layout/current-path.ts';

/** Renders the link as the server does on the page at `path`. */
function renderAt(path: string, link: ReactNode) {
  render(<CurrentPath value={path}>{link}</CurrentPath>);
}

describe('SmartLink', () => {
  afterEach(cleanup);

  it('opens web addresses in a new tab, safely, and says so to screen readers', () => {
    renderAt('/', <SmartLink href="https://example.org/a">Source</SmartLink>);
    const link = screen.getByRole('link', { name: 'Source (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://example.org/a');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('keeps mailto links in the same tab', () => {
    renderAt('/', <SmartLink href="mailto:a@example.org">Mail</SmartLink>);
    const link = screen.getByRole('link', { name: 'Mail' });
    expect(link.getAttribute('href')).toBe('mailto:a@example.org');
    expect(link.hasAttribute('target')).toBe(false);
    expect(link.hasAttribute('rel')).toBe(false);
  });

  it('links another page of the site as a plain page load, in the same tab', () => {
    renderAt('/', <SmartLink href="/research">Research</SmartLink>);
    const link = screen.getByRole('link', { name: 'Research' });
    expect(link.getAttribute('href')).toBe('/research');
    expect(link.hasAttribute('target')).toBe(false);
  });

  it('turns a link to a section of the current page into a jump on the page', () => {
    renderAt('/', <SmartLink href="/#corporate">Enterprise</SmartLink>);
    expect(screen.getByRole('link', { name: 'Enterprise' }).getAttribute('href')).toBe('#corporate');
  });

  it('keeps the path of a section on another page', () => {
    renderAt('/research', <SmartLink href="/#corporate">Enterprise</SmartLink>);
    expect(screen.getByRole('link', { name: 'Enterprise' }).getAttribute('href')).toBe('/#corporate');
  });

  it('passes other attributes to the anchor', () => {
    renderAt(
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
