import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { cleanup, fireEvent, render, renderHook, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BookingEmbed } from '../../src/components/BookingEmbed.tsx';
import { GuideStep } from '../../src/components/GuideStep.tsx';
import { OptionCard } from '../../src/components/OptionCard.tsx';
import { PackageCard } from '../../src/components/PackageCard.tsx';
import { ProfileLinks } from '../../src/components/ProfileLinks.tsx';
import { ResearchItem } from '../../src/components/ResearchItem.tsx';
import { SmartLink } from '../../src/components/SmartLink.tsx';
import { TableOfContents } from '../../src/components/TableOfContents.tsx';
import { TldrBanner } from '../../src/components/TldrBanner.tsx';
import RegisterButton, { type RegisterButtonProps } from '../../src/islands/RegisterButton.tsx';
import { Header } from '../../src/layout/Header.tsx';
import { PicturesContext } from '../../src/lib/picture.ts';
import { useIslandServerProps } from '../../src/node/render/island-server-props.ts';
import { routedAt } from './routed.tsx';

// The words components say, in another language: none of them may come from a component itself. A file of its
// own (in the "dom" project, with fresh modules), because the component files share one module graph.
vi.mock('../../content/site.ts', async (importOriginal) => {
  const { site } = await importOriginal<typeof import('../../content/site.ts')>();
  return {
    site: {
      ...site,
      newTab: '(öffnet in einem neuen Tab)',
      carousel: { ...site.carousel, previous: 'Voriges Bild' },
      researchItem: { readSource: 'Zur Quelle', readSourceFor: 'zu „{title}“', source: 'Quelle:' },
      menu: { label: 'Hauptmenü', open: 'Menü öffnen', title: 'Menü', close: 'Menü schließen' },
      tldrBanner: { label: 'Kurz gesagt', source: 'Laut' },
      optionCard: { recommended: 'Empfohlen' },
      bookingEmbed: { openForm: 'Formular in neuem Tab öffnen' },
      tableOfContents: { title: 'Auf dieser Seite' },
      profileLinks: { label: 'Profile' },
      packageCard: { register: 'Jetzt anmelden', closed: 'Vorbei' },
      guideProgress: {
        ...site.guideProgress,
        done: 'Erledigt',
        tickLabel: '{done} – Schritt {number}: {title}',
        stepHeading: '{title} (Schritt {number})',
        stepLink: 'Link zu diesem Schritt',
      },
      registrationDialog: {
        close: 'Schließen',
        description: 'Prüfen Sie Ihre Angaben.',
        name: 'Vorname',
        email: 'E-Mail',
        whatsapp: 'WhatsApp-Nummer',
        aiExperience: 'Haben Sie schon KI-Werkzeuge genutzt?',
        yes: 'Ja',
        no: 'Nein',
        completePayment: 'Zur Zahlung',
      },
    },
  };
});

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

/** What `element` renders to on the server, put in the page: islands as the browser receives them. */
function serverRendered(element: ReactElement) {
  document.body.innerHTML = renderToString(element);
}

/** The props the server wrote into the page for the island named `name`. */
const islandProps = <P,>(name: string): P =>
  JSON.parse(document.querySelector(`fg-island[module="${name}"]`)!.getAttribute('props')!) as P;

describe('words from content/site.ts', () => {
  it('SmartLink tells screen readers a link to another website opens in a new tab in newTab’s words, after a space', async () => {
    render(await routedAt('/', <SmartLink href="https://example.org/a">Source</SmartLink>));
    const link = screen.getByRole('link', { name: 'Source (öffnet in einem neuen Tab)' });
    expect(link.querySelector('.sr-only')?.textContent).toBe(' (öffnet in einem neuen Tab)');
  });

  it('ResearchItem names its button, for screen readers by the finding’s title too, in researchItem’s words', async () => {
    render(
      await routedAt(
        '/research',
        <ResearchItem title="Wellness pays" link="https://www.example.org/study">
          Found.
        </ResearchItem>,
      ),
    );
    expect(
      screen.getByRole('link', { name: 'Zur Quelle zu „Wellness pays“ (öffnet in einem neuen Tab)' }),
    ).toBeTruthy();
  });

  it('a Carousel island is handed the carousel words with its props, as the server renders it', () => {
    const { result } = renderHook(
      () => useIslandServerProps('Carousel', { label: 'Moments', images: [{ src: '/a.svg', alt: 'A' }] }),
      {
        wrapper: ({ children }) => <PicturesContext value={() => undefined}>{children}</PicturesContext>,
      },
    );
    expect(result.current).toMatchObject({ words: { previous: 'Voriges Bild', next: 'Next slide' } });
  });

  it('ResearchItem names its source’s address after researchItem.source', async () => {
    render(
      await routedAt(
        '/research',
        <ResearchItem title="Wellness pays" link="https://www.example.org/study">
          Found.
        </ResearchItem>,
      ),
    );
    expect(document.querySelector('.research-item > p > span')!.textContent).toBe('Quelle: example.org');
  });

  it('the header names its navigation, and hands the phone menu its button’s, title’s and close button’s words, from menu', async () => {
    serverRendered(await routedAt('/', <Header />));
    expect(document.querySelector('nav.md\\:flex')!.getAttribute('aria-label')).toBe('Hauptmenü');
    expect(islandProps<{ words: unknown }>('MobileMenu').words).toEqual({
      label: 'Hauptmenü',
      open: 'Menü öffnen',
      title: 'Menü',
      close: 'Menü schließen',
    });
    const menu = document.querySelector('fg-island[module="MobileMenu"]')!;
    expect(menu.querySelector('button[aria-haspopup]')!.getAttribute('aria-label')).toBe('Menü öffnen');
    const popover = menu.querySelector<HTMLElement>('[popover]')!;
    expect(popover.querySelector('p')!.textContent).toBe('Menü');
    expect(within(popover).getByRole('button', { name: 'Menü schließen' })).toBeTruthy();
    expect(within(popover).getByRole('navigation', { name: 'Hauptmenü' })).toBeTruthy();
  });

  it('OptionCard flags the recommended option in optionCard.recommended’s words', () => {
    render(
      <OptionCard label="Option A" title="Pilot" recommended>
        Copy
      </OptionCard>,
    );
    expect(document.querySelector('.option-flag')!.textContent).toBe('Empfohlen');
  });

  it('TldrBanner labels the box and its source in tldrBanner’s words', async () => {
    render(
      await routedAt(
        '/research',
        <TldrBanner source="https://www.barna.com/research/parents-ai/" sourceLabel="Barna Group, 2024">
          <p>3 of 4 parents are worried.</p>
        </TldrBanner>,
      ),
    );
    const box = screen.getByRole('region', { name: 'Kurz gesagt' });
    expect(box.querySelector('.tldr-label')!.textContent).toBe('Kurz gesagt');
    expect(within(box).getByRole('link', { name: 'Laut Barna Group, 2024 (öffnet in einem neuen Tab)' })).toBeTruthy();
  });

  it('BookingEmbed’s link says bookingEmbed.openForm when the page gives it no words', () => {
    render(<BookingEmbed src="https://forms.example.com/contact" height={800} title="Kontakt" />);
    expect(screen.getByRole('link').textContent).toBe('Formular in neuem Tab öffnen');
  });

  it('TableOfContents is headed by tableOfContents.title unless the page gives a title', () => {
    render(<TableOfContents>- [A](#a)</TableOfContents>);
    expect(screen.getByRole('navigation', { name: 'Auf dieser Seite' })).toBeTruthy();
    cleanup();
    render(<TableOfContents title="Themen">- [A](#a)</TableOfContents>);
    expect(screen.getByRole('navigation', { name: 'Themen' })).toBeTruthy();
  });

  it('ProfileLinks names its row profileLinks.label unless the page gives a label', async () => {
    const profiles = [{ label: 'LinkedIn', url: 'https://www.example.com/in' }];
    render(await routedAt('/', <ProfileLinks profiles={profiles} />));
    expect(screen.getByRole('navigation', { name: 'Profile' })).toBeTruthy();
    cleanup();
    render(await routedAt('/', <ProfileLinks profiles={profiles} label="Folgen Sie uns" />));
    expect(screen.getByRole('navigation', { name: 'Folgen Sie uns' })).toBeTruthy();
  });

  const packageCard = (registrationOpen: boolean, labels: { registerLabel?: string; closedLabel?: string } = {}) => (
    <PackageCard
      title="Workshop"
      price="AED 999"
      registrationOpen={registrationOpen}
      checkoutUrl="https://pay.example.com/x"
      {...labels}
    >
      <ul>
        <li>Both sessions</li>
      </ul>
    </PackageCard>
  );

  it('PackageCard’s buttons say packageCard’s words unless the page gives its own', () => {
    serverRendered(packageCard(false));
    expect(document.querySelector('button')!.textContent).toBe('Vorbei');
    serverRendered(packageCard(false, { closedLabel: 'Ausgebucht' }));
    expect(document.querySelector('button')!.textContent).toBe('Ausgebucht');
    serverRendered(packageCard(true));
    expect(document.querySelector('fg-island button')!.textContent).toBe('Jetzt anmelden');
    serverRendered(packageCard(true, { registerLabel: 'Anmelden' }));
    expect(document.querySelector('fg-island button')!.textContent).toBe('Anmelden');
  });

  it('GuideStep takes every word screen readers hear from guideProgress, filled in with the step’s number and title', () => {
    render(
      <GuideStep number={3} id="spark-the-evening" title="Den Abend entzünden">
        <p>Fragen.</p>
      </GuideStep>,
    );
    expect(screen.getByRole('checkbox', { name: 'Erledigt – Schritt 3: Den Abend entzünden' })).toBeTruthy();
    const heading = screen.getByRole('heading', {
      level: 3,
      name: 'Den Abend entzünden (Schritt 3) Link zu diesem Schritt',
    });
    expect(heading.firstChild?.textContent).toBe('Den Abend entzünden');
    expect(screen.getByRole('link', { name: 'Link zu diesem Schritt' }).getAttribute('href')).toBe(
      '#spark-the-evening',
    );
  });

  it('the registration dialog, opened from PackageCard’s island, says registrationDialog’s words', () => {
    serverRendered(packageCard(true));
    const props = islandProps<RegisterButtonProps>('RegisterButton');
    document.body.innerHTML = '';
    render(<RegisterButton {...props} />);
    fireEvent.click(screen.getByRole('button', { name: 'Jetzt anmelden' }));
    const dialog = screen.getByRole('dialog', { name: 'Workshop' });
    expect(within(dialog).getByText('Prüfen Sie Ihre Angaben.')).toBeTruthy();
    for (const label of ['Vorname', 'E-Mail', 'WhatsApp-Nummer', 'Ja', 'Nein'])
      expect(within(dialog).getByLabelText(label)).toBeTruthy();
    expect(within(dialog).getByRole('group', { name: 'Haben Sie schon KI-Werkzeuge genutzt?' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Schließen' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Zur Zahlung' })).toBeTruthy();
  });
});
