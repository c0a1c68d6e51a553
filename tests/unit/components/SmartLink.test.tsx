import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SmartLink } from '../../../src/components/SmartLink.tsx';

function renderAt(path: string, link: React.ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <div>{link}<section id="corporate">Corporate</section></div> },
      { path: '/research', element: <div>{link}</div> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('SmartLink', () => {
  afterEach(cleanup);

  it('opens web addresses in a new tab, safely, and says so to screen readers', () => {
    renderAt('/', <SmartLink href="https://example.org/a">Source</SmartLink>);
    const link = screen.getByRole('link', { name: 'Source (opens in a new tab)' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('keeps mailto links in the same tab', () => {
    renderAt('/', <SmartLink href="mailto:a@example.org">Mail</SmartLink>);
    expect(screen.getByRole('link', { name: 'Mail' }).hasAttribute('target')).toBe(false);
  });

  it('navigates inside the site without reloading', () => {
    const router = renderAt('/', <SmartLink href="/research">Research</SmartLink>);
    fireEvent.click(screen.getByRole('link', { name: 'Research' }));
    expect(router.state.location.pathname).toBe('/research');
  });

  it('scrolls to a section on the same page and calls onFollow', () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const onFollow = vi.fn();
    const router = renderAt('/', <SmartLink href="/#corporate" onFollow={onFollow}>Enterprise</SmartLink>);
    fireEvent.click(screen.getByRole('link', { name: 'Enterprise' }));
    expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ block: 'start' }));
    expect(onFollow).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/');
    expect(window.location.hash).toBe('#corporate');
  });

  it('navigates to the section from another page', () => {
    const router = renderAt('/research', <SmartLink href="/#corporate">Enterprise</SmartLink>);
    fireEvent.click(screen.getByRole('link', { name: 'Enterprise' }));
    expect(router.state.location).toMatchObject({ pathname: '/', hash: '#corporate' });
  });
});
