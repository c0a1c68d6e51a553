import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { PageFooter } from '../../../src/components/PageFooter.tsx';
import { ProfileLinks } from '../../../src/components/ProfileLinks.tsx';

const profiles = [
  { label: 'LinkedIn', url: 'https://www.example.com/linkedin-profile' },
  { label: 'Instagram', url: 'https://www.example.com/instagram-profile' },
];

afterEach(cleanup);

describe('ProfileLinks in a PageFooter', () => {
  it('lists every profile as a link opening in a new tab without opener or referrer', () => {
    render(
      <PageFooter>
        <p>Keep the light on.</p>
        <ProfileLinks profiles={profiles} label="Follow us" />
      </PageFooter>,
    );
    expect(screen.getByRole('contentinfo').textContent).toContain('Keep the light on.');
    const nav = screen.getByRole('navigation', { name: 'Follow us' });
    const links = [...nav.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(profiles.map((profile) => profile.url));
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(screen.getByRole('link', { name: 'LinkedIn (opens in a new tab)' })).toBeTruthy();
  });
});
