import { describe, expect, it } from 'vitest';
import { assertRichResultsValid, missingProperties } from '../../../../src/node/structured-data/validate.ts';

const organization = {
  '@type': 'Organization',
  name: 'Family Glue',
  url: 'https://glue.test/',
  logo: 'https://glue.test/favicon.svg',
};

describe('missingProperties', () => {
  it('accepts complete nodes', () => {
    const event = {
      '@type': 'EducationEvent',
      name: 'Workshop',
      startDate: '2031-07-14T18:00:00+04:00',
      location: { '@type': 'VirtualLocation' },
    };
    const faq = {
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Why?', acceptedAnswer: { '@type': 'Answer', text: 'Because.' } }],
    };
    expect(missingProperties([organization, event, faq])).toEqual([]);
  });

  it('names each property Google needs that a node lacks', () => {
    expect(missingProperties([{ ...organization, logo: '' }])).toEqual([{ type: 'Organization', property: 'logo' }]);
    expect(missingProperties([{ '@type': 'EducationEvent', name: 'Workshop' }])).toEqual([
      { type: 'EducationEvent', property: 'startDate' },
      { type: 'EducationEvent', property: 'location' },
    ]);
    expect(missingProperties([{ '@type': 'FAQPage', mainEntity: [] }])).toEqual([
      { type: 'FAQPage', property: 'mainEntity' },
    ]);
    expect(
      missingProperties([
        {
          '@type': 'FAQPage',
          mainEntity: [{ '@type': 'Question', name: 'Why?', acceptedAnswer: { '@type': 'Answer', text: ' ' } }],
        },
      ]),
    ).toEqual([{ type: 'Question', property: 'acceptedAnswer.text', near: 'Why?' }]);
  });
});

describe('assertRichResultsValid', () => {
  it('fails naming the content file, and the line of the question whose answer is missing', () => {
    const source = '---\ntitle: T\n---\n\n<Card title="Why?">\n</Card>\n';
    const graph = [
      {
        '@type': 'FAQPage',
        mainEntity: [{ '@type': 'Question', name: 'Why?', acceptedAnswer: { '@type': 'Answer', text: '' } }],
      },
    ];
    expect(() => assertRichResultsValid(graph, 'content/lighthouse.mdx', () => source)).toThrow(
      'content/lighthouse.mdx:5:14  Question is missing acceptedAnswer.text (for "Why?").',
    );
  });

  it('reads nothing and passes when the graph is complete', () => {
    expect(() =>
      assertRichResultsValid([organization], 'content/index.mdx', () => {
        throw new Error('read');
      }),
    ).not.toThrow();
  });
});
