import { cleanup, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResearchItem } from '../../src/components/ResearchItem.tsx';
import { SmartLink } from '../../src/components/SmartLink.tsx';
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
      researchItem: { readSource: 'Zur Quelle', readSourceFor: 'zu „{title}“' },
    },
  };
});

afterEach(cleanup);

describe('words from content/site.ts', () => {
  it('SmartLink tells screen readers a link to another website opens in a new tab in newTab’s words, after a space', async () => {
    render(await routedAt('/', <SmartLink href="https://example.org/a">Source</SmartLink>));
    const link = screen.getByRole('link', { name: 'Source (öffnet in einem neuen Tab)' });
    expect(link.querySelector('.sr-only')?.textContent).toBe(' (öffnet in einem neuen Tab)');
  });

  it('ResearchItem names its button, for screen readers by the finding’s title too, in researchItem’s words', async () => {
    render(await routedAt('/research', <ResearchItem title="Wellness pays" link="https://www.example.org/study">Found.</ResearchItem>));
    expect(screen.getByRole('link', { name: 'Zur Quelle zu „Wellness pays“ (öffnet in einem neuen Tab)' })).toBeTruthy();
  });

  it('a Carousel island is handed the carousel words with its props, as the server renders it', () => {
    const { result } = renderHook(() => useIslandServerProps('Carousel', { label: 'Moments', images: [{ src: '/a.svg', alt: 'A' }] }), {
      wrapper: ({ children }) => <PicturesContext value={() => undefined}>{children}</PicturesContext>,
    });
    expect(result.current).toMatchObject({ words: { previous: 'Voriges Bild', next: 'Next slide' } });
  });
});
