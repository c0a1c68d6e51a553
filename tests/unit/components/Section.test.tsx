import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Section } from '../../../src/components/Section.tsx';

/** The section as the server renders it, parsed. */
function section(element: ReactElement) {
  const host = document.createElement('div');
  host.innerHTML = renderToString(element);
  return host.querySelector('section')!;
}

describe('Section', () => {
  it('renders a band with its anchor, tone and width', () => {
    const band = section(
      <Section id="about" tone="cream" width="prose">
        <h2>About</h2>
      </Section>,
    );
    expect(band.id).toBe('about');
    expect(band.classList.contains('bg-cream-100')).toBe(true);
    expect(band.querySelector('.prose')!.classList.contains('max-w-3xl')).toBe(true);
    expect(band.querySelector('h2')!.textContent).toBe('About');
  });

  it('is a wide plain band by default', () => {
    const band = section(<Section>x</Section>);
    expect(band.hasAttribute('id')).toBe(false);
    expect(band.classList.contains('bg-paper')).toBe(true);
    expect(band.querySelector('.prose')!.classList.contains('max-w-6xl')).toBe(true);
  });

  it('inverts the copy of a navy band beside its prose class', () => {
    const prose = section(<Section tone="navy">x</Section>).querySelector('.prose')!;
    expect(prose.classList.contains('prose-invert')).toBe(true);
    expect(section(<Section tone="cream">x</Section>).querySelector('.prose-invert')).toBeNull();
  });

  it('marks its copy, not the band, for the fade-in, shown in the HTML so nothing is hidden without JavaScript', () => {
    const band = section(<Section id="a">x</Section>);
    const copy = band.querySelector<HTMLElement>('.fade-in')!;
    expect(copy.parentElement).toBe(band);
    expect(copy.dataset.fade).toBe('shown');
    expect(band.hasAttribute('data-fade')).toBe(false);
  });
});
