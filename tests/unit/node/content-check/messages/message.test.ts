// @vitest-environment node
// One entry of the catalogue of messages: its words made from the data a check passes, the same words as the docs
// quote them, and the one line a message prints.
import { describe, expect, it } from 'vitest';
import { message, render, says } from '../../../../../src/node/content-check/messages/message.ts';

describe('the words of a message', () => {
  const words = says<{
    name: string;
    count: number;
    names: string[];
  }>`<${'name'}> has ${'count'} props: ${({ names }) => names.join(', ')}.`;

  it('show the data: a field as it is, or words made from it', () => {
    expect(words({ name: 'Card', count: 2, names: ['title', 'tone'] })).toBe('<Card> has 2 props: title, tone.');
  });

  it('are quoted with … for each part that changes, without their final full stop', () => {
    expect(words.pattern).toBe('<…> has … props: …');
  });

  it('read parts that change side by side as one', () => {
    expect(says<{ a: string; b: string }>`${'a'}${'b'} is wrong`.pattern).toBe('… is wrong');
  });
});

describe('a message', () => {
  const entry = message<{ tag: string; same: boolean; setting?: string }>({
    severity: ({ same }) => (same ? 'warning' : 'error'),
    prefix: ({ setting }) => (setting ? `${setting}: ` : ''),
    words: says`<${'tag'}> is written twice`,
    hint: ({ same }) => (same ? ', the same both times. Delete one.' : 'Keep one.'),
  });

  it('is its words, then a hint that is a sentence of its own after a space', () => {
    expect(render(entry, { tag: 'Card', same: false })).toEqual({
      message: '<Card> is written twice Keep one.',
      severity: 'error',
    });
  });

  it('runs on into a hint that goes on with the sentence', () => {
    expect(render(entry, { tag: 'Card', same: true })).toEqual({
      message: '<Card> is written twice, the same both times. Delete one.',
      severity: 'warning',
    });
  });

  it('says where it is written first, outside the words the docs quote', () => {
    expect(render(entry, { tag: 'Card', same: true, setting: 'navigation[1]' }).message).toBe(
      'navigation[1]: <Card> is written twice, the same both times. Delete one.',
    );
    expect(entry.words.pattern).toBe('<…> is written twice');
  });

  it('is its words alone when there is no hint', () => {
    const alone = message({ severity: 'error', words: says`A { is never closed.`, hint: () => undefined });
    expect(render(alone, {})).toEqual({ message: 'A { is never closed.', severity: 'error' });
  });
});
