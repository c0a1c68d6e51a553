import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trackContentsCurrent } from '../../../../src/client/behaviours/contents-current.ts';
import { TableOfContents } from '../../../../src/components/TableOfContents.tsx';
import { removeWindowListenersAfterEach } from './window-listeners.ts';

removeWindowListenersAfterEach();

const sections = [
  { id: 'wellness-roi', title: 'Wellness ROI' },
  { id: 'mental-health-roi', title: 'Mental Health ROI' },
  { id: 'work-life-balance', title: 'Work-Life Balance' },
];

/** Where each heading's top is, px from the top of the window; the test scrolls by changing them. */
const headingTops = new Map<string, number>();

/** The research page as the server renders it: "On this page", then the sections' headings. */
function renderPage() {
  document.body.innerHTML = renderToString(
    <main>
      <TableOfContents>
        <ul>
          {sections.map(({ id, title }) => (
            <li key={id}>
              <a href={`#${id}`}>{title}</a>
            </li>
          ))}
        </ul>
      </TableOfContents>
      {sections.map(({ id, title }) => (
        <h2 key={id} id={id}>
          {title}
        </h2>
      ))}
    </main>,
  );
}

function placeHeadings(...tops: number[]) {
  sections.forEach(({ id }, index) => headingTops.set(id, tops[index]!));
}

/** Animation frames the behaviour asked for, run by the test. */
let frames: FrameRequestCallback[] = [];
const runFrames = () => {
  const due = frames;
  frames = [];
  for (const frame of due) frame(0);
};

/** Which sections the links mark current (each is linked twice: phone and wide screen). */
const currentLinks = () =>
  [...document.querySelectorAll('a[aria-current]')].map((a) => [
    a.getAttribute('href'),
    a.getAttribute('aria-current'),
  ]);
const phoneName = () => document.querySelector<HTMLElement>('[data-toc-current]')!;

beforeEach(() => {
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => frames.push(frame));
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return { top: headingTops.get(this.id) ?? 0 } as DOMRect;
  });
  renderPage();
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('trackContentsCurrent', () => {
  it('marks no section, and names none on the phone, before the first heading reaches the reading line', () => {
    placeHeadings(400, 1200, 2000);
    trackContentsCurrent();
    expect(currentLinks()).toEqual([]);
    expect(phoneName().textContent).toBe('');
    expect(phoneName().hidden).toBe(true);
  });

  it('marks the section last scrolled above the reading line (160 px), in both lists, and names it on the phone', () => {
    placeHeadings(-300, 160, 900);
    trackContentsCurrent();
    expect(currentLinks()).toEqual([
      ['#mental-health-roi', 'location'],
      ['#mental-health-roi', 'location'],
    ]);
    expect(phoneName().textContent).toBe('Mental Health ROI');
    expect(phoneName().hidden).toBe(false);
  });

  it('follows the reader, once per animation frame however many scroll events come', () => {
    placeHeadings(100, 900, 1700);
    trackContentsCurrent();
    expect(phoneName().textContent).toBe('Wellness ROI');

    placeHeadings(-1500, -700, 100);
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('scroll'));
    expect(frames).toHaveLength(1);
    expect(phoneName().textContent).toBe('Wellness ROI');
    runFrames();
    expect(currentLinks().map(([href]) => href)).toEqual(['#work-life-balance', '#work-life-balance']);
    expect(phoneName().textContent).toBe('Work-Life Balance');

    placeHeadings(300, 1100, 1900);
    window.dispatchEvent(new Event('resize'));
    runFrames();
    expect(currentLinks()).toEqual([]);
    expect(phoneName().hidden).toBe(true);
  });

  it('marks a heading whose id the browser percent-encodes in the link’s hash', () => {
    // A browser reports the hash of href="#étape-deux" as "#%C3%A9tape-deux"; happy-dom does not encode it, so
    // the link is written here as the browser reports it.
    document.body.innerHTML = renderToString(
      <main>
        <TableOfContents>
          <a href="#%C3%A9tape-deux">Étape deux</a>
        </TableOfContents>
        <h2 id="étape-deux">Étape deux</h2>
      </main>,
    );
    headingTops.set('étape-deux', 0);
    trackContentsCurrent();
    expect(phoneName().textContent).toBe('Étape deux');
    expect(currentLinks()).toEqual([
      ['#%C3%A9tape-deux', 'location'],
      ['#%C3%A9tape-deux', 'location'],
    ]);
  });

  it('closes the phone list once a section is chosen, and not on other clicks', () => {
    placeHeadings(400, 1200, 2000);
    trackContentsCurrent();
    const details = document.querySelector('details')!;
    details.open = true;
    details.querySelector('.toc-list')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(details.open).toBe(true);
    details.querySelector('a')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(details.open).toBe(false);
  });
});
