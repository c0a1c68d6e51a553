import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Header } from '../../../src/layout/Header.tsx';
import { routedAt } from '../routed.tsx';

/** The header as the server renders it on the page at `path`. */
async function headerOn(path: string) {
  document.body.innerHTML = renderToString(await routedAt(path, <Header />));
}

const wideLinks = () => [...document.querySelectorAll<HTMLAnchorElement>('nav[aria-label="Main"].md\\:flex a')];
/** The phone menu's links, as its island renders them before it wakes (the no-JavaScript popover). */
const menuLinks = () => [...document.querySelectorAll<HTMLAnchorElement>('[popover] a.drawer-link')];
const current = (links: HTMLAnchorElement[]) =>
  links.filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('Header', () => {
  it('marks the page being shown as the current page, on wide screens and in the phone menu', async () => {
    await headerOn('/keynote');
    expect(current(wideLinks())).toEqual(['Keynote']);
    expect(current(menuLinks())).toEqual(['Keynote']);
  });

  it('marks no page on a page the navigation does not list, and never the Book Now button', async () => {
    await headerOn('/research');
    expect(current(wideLinks())).toEqual([]);
    expect(current(menuLinks())).toEqual([]);
  });

  it('turns the link to a section of the page being read into a jump, without marking it as a page', async () => {
    await headerOn('/');
    const enterprise = [...wideLinks(), ...menuLinks()].filter((link) => link.textContent === 'Enterprise');
    expect(enterprise.map((link) => link.getAttribute('href'))).toEqual(['#corporate', '#corporate']);
    expect(current(enterprise)).toEqual([]);
  });

  it('hands the phone menu island the same links as plain data', async () => {
    await headerOn('/lighthouse');
    const props = JSON.parse(document.querySelector('fg-island[module="MobileMenu"]')!.getAttribute('props')!);
    expect(props.links).toContainEqual({ label: 'Lighthouse', href: '/lighthouse', current: true });
    expect(props.links).toContainEqual({ label: 'Enterprise', href: '/#corporate', current: false });
    expect(props.bookNow).toEqual({ label: 'Book Now', href: '/keynote' });
  });
});
