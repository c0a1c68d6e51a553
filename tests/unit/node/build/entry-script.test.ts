import { describe, expect, it } from 'vitest';
import { lowPriorityEntryScript } from '../../../../src/node/build/entry-script.ts';

describe('lowPriorityEntryScript', () => {
  it('asks for the page’s one script at low priority', () => {
    const template = '<head><script type="module" crossorigin src="/assets/index-abc.js"></script></head>';
    expect(lowPriorityEntryScript(template)).toBe('<head><script fetchpriority="low" type="module" crossorigin src="/assets/index-abc.js"></script></head>');
  });

  it('fails the build when the template has lost its entry script', () => {
    expect(() => lowPriorityEntryScript('<head></head>')).toThrow(/entry <script type="module">/);
  });
});
