import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Card } from '../../../src/components/Card.tsx';
import { Fact } from '../../../src/components/Fact.tsx';
import { Offers } from '../../../src/components/Offers.tsx';
import { Questions } from '../../../src/components/Questions.tsx';
import { ResearchItem } from '../../../src/components/ResearchItem.tsx';
import { emptyPageFacts, PageFactsContext } from '../../../src/lib/page-facts.ts';

/** Renders copy with a collector around it, as the server does, and returns what the components reported. */
function collect(children: React.ReactNode) {
  const facts = emptyPageFacts();
  const html = renderToString(<PageFactsContext value={facts}>{children}</PageFactsContext>);
  return { facts, html };
}

describe('components reporting to the structured data', () => {
  it('a card inside <Questions> reports its title as the question and its copy as the answer', () => {
    const { facts } = collect(
      <Questions>
        <Card title="Do I need to be a techie?">
          <p>
            Not at all. <strong>Really</strong>, anyone can host.
          </p>
        </Card>
      </Questions>,
    );
    expect(facts.questions).toEqual([
      { question: 'Do I need to be a techie?', answer: 'Not at all. Really, anyone can host.' },
    ]);
  });

  it('cards and figures inside <Offers> report as that service; outside, nothing', () => {
    const { facts } = collect(
      <>
        <Offers service="Personal sessions" speaker>
          <Card title="Option">Copy.</Card>
          <Fact value="$99" label="per session" />
        </Offers>
        <Card title="Elsewhere">Copy.</Card>
      </>,
    );
    expect(facts.services).toEqual([
      {
        name: 'Personal sessions',
        bySpeaker: true,
        offers: [{ name: 'Option', description: 'Copy.' }],
        figures: [{ value: '$99', label: 'per session' }],
      },
    ]);
    expect(facts.questions).toEqual([]);
  });

  it('a research item reports its source', () => {
    const { facts } = collect(
      <ResearchItem title="A study" link="https://source.test/study">
        What it found.
      </ResearchItem>,
    );
    expect(facts.citations).toEqual(['https://source.test/study']);
  });

  it('the markers add nothing to the page', () => {
    expect(collect(<Questions>copy</Questions>).html).toBe('copy');
    expect(collect(<Offers service="S">copy</Offers>).html).toBe('copy');
  });
});
