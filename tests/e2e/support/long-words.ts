import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A word of 40 letters and no place to break it, as a copywriter may paste a name, a compound or an address. */
export const LONG_WORD = 'Lighthouse'.repeat(4);

/** A page that puts LONG_WORD in every kind of title and heading the components draw (long-copy.test.ts). */
export const LONG_WORDS_PAGE = { file: 'content/e2e-added/long-words.mdx', route: 'e2e-added/long-words' };

const card = (n: number) =>
  `<Card title="${LONG_WORD} ${n}" icon="heart">\nA card whose title is one ${LONG_WORD}.\n</Card>`;
const step = (n: number) =>
  `<Step title="${LONG_WORD} ${n}" when="${LONG_WORD}">\nA step whose title is one long word.\n</Step>`;

const page = `---
title: ${LONG_WORD}
description: A page of long words.
---

<Hero eyebrow="${LONG_WORD}">

# ${LONG_WORD} ${LONG_WORD}

A hero whose headline is two words of forty letters: ${LONG_WORD}.

</Hero>

<Section>

## ${LONG_WORD} in a heading

A paragraph with ${LONG_WORD}${LONG_WORD} in it.

### ${LONG_WORD}

<Note title="${LONG_WORD}">
A note whose title is one long word.
</Note>

<CardGrid>

${[1, 2, 3].map(card).join('\n\n')}

</CardGrid>

<Steps>

${[1, 2, 3].map(step).join('\n\n')}

</Steps>

<OptionCard label="${LONG_WORD}" title="${LONG_WORD}" badge="${LONG_WORD}">
An option whose title is one long word.
</OptionCard>

<StatGrid>

<Stat value="${LONG_WORD}" label="${LONG_WORD}" />

</StatGrid>

<Facts>
<Fact value="${LONG_WORD}" label="${LONG_WORD}" />
</Facts>

<ButtonLink to="/">${LONG_WORD}</ButtonLink>

<Disclosure label="${LONG_WORD}">
A disclosure whose button is one long word.
</Disclosure>

<AgendaAccordion title="${LONG_WORD}">
<AgendaItem time="00:15" title="${LONG_WORD}">A line of the agenda.</AgendaItem>
</AgendaAccordion>

<ResearchItem title="${LONG_WORD}" link={site.links.research.parentsWorryAboutAi} stat="${LONG_WORD}">
A finding whose title is one long word.
</ResearchItem>

</Section>

<Section width="prose">

<GuideStep number={1} id="long-word-step" title="${LONG_WORD}">

A guide's step whose title is one long word.

</GuideStep>

</Section>

<ClosingBand>

## ${LONG_WORD}

<ButtonLink to="/">${LONG_WORD}</ButtonLink>

</ClosingBand>
`;

/** Writes the page of long words into the project at `folder`. */
export async function addLongWordsPage(folder: string): Promise<void> {
  const file = path.join(folder, LONG_WORDS_PAGE.file);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, page);
}
