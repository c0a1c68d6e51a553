import { describe, expect, it } from 'vitest';
import { fillTemplate, placeholdersIn, templateParts } from '../../../src/lib/copy-template.ts';
import { copyTemplate } from '../../../src/lib/copy-template-schema.ts';

describe('copy templates', () => {
  it('finds, cuts at and fills their {placeholders}', () => {
    expect(placeholdersIn('Enter a figure from {min} to {max}.')).toEqual(['min', 'max']);
    expect(templateParts('{parents} parents = {cost} a year')).toEqual([
      { name: 'parents' },
      ' parents = ',
      { name: 'cost' },
      ' a year',
    ]);
    expect(fillTemplate('Enter a figure from {min} to {max}.', { min: '1%', max: '100%' })).toBe(
      'Enter a figure from 1% to 100%.',
    );
    expect(fillTemplate('Such as {example} or {other}.', { example: '400' })).toBe('Such as 400 or {other}.');
  });

  it('are held to the placeholders they need and may use, and no others', () => {
    const tickLabel = copyTemplate(['done', 'title'], ['number']);
    expect(tickLabel.safeParse('{done}: Step {number}, {title}').success).toBe(true);
    expect(tickLabel.safeParse('{done}: {title}').success).toBe(true);
    const misspelt = tickLabel.safeParse('{done}: Step {numbr}, {title}');
    expect(misspelt.error?.issues[0]?.message).toBe(
      'must use {done} and {title} and may use {number}, and no other {…}',
    );
    expect(tickLabel.safeParse('Step {number}, {title}').success).toBe(false);
  });
});
