import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { selectorsRenderingIn, splittableFontFaces } from '../../../../src/node/fonts/font-faces.ts';

describe('splittableFontFaces', () => {
  it('finds each @font-face with a woff2 file and no unicode-range of its own', () => {
    const root = postcss.parse(
      `@font-face{font-family:"Fraunces";font-weight:600;src:url(/p/assets/f-1.woff2)format("woff2"),url(/p/assets/f-1.woff)format("woff")}
       @font-face{font-family:Split;src:url(/a.woff2);unicode-range:U+0-FF}
       @font-face{font-family:Old;src:url(/a.ttf)}`,
    );
    expect(splittableFontFaces(root).map(({ family, woff2 }) => ({ family, woff2 }))).toEqual([
      { family: 'Fraunces', woff2: '/p/assets/f-1.woff2' },
    ]);
  });
});

describe('selectorsRenderingIn', () => {
  const users = (css: string) => selectorsRenderingIn(postcss.parse(css), 'Fraunces').map(({ selector }) => selector);

  it('reads the family through custom properties, as Tailwind writes it', () => {
    const css =
      ':root,:host{--font-display:"Fraunces",ui-serif,serif;--font-sans:system-ui}.font-display{font-family:var(--font-display)}.font-sans{font-family:var(--font-sans)}';
    expect(users(css)).toEqual(['.font-display']);
  });

  it('counts only rules where the family is the first choice', () => {
    expect(users('h1{font-family:Fraunces,serif}p{font-family:Georgia,Fraunces}')).toEqual(['h1']);
  });

  it('splits selector lists, keeps :where/:not, and writes nested rules out', () => {
    const css =
      '.prose :where(h1,h2):not(:where(.not-prose *)),.fact-value{font-family:Fraunces}.card{&>h3{font-family:Fraunces}.x &{font-family:Fraunces}.y{font-family:Fraunces}}';
    expect(users(css)).toEqual([
      '.prose :where(h1,h2):not(:where(.not-prose *))',
      '.fact-value',
      ':is(.card)>h3',
      '.x :is(.card)',
      '.card .y',
    ]);
  });

  it('drops the states a visitor brings about, so the text shown in them counts too', () => {
    expect(users('a:hover,a:focus-visible,.menu:popover-open h2,li:first-child{font-family:Fraunces}')).toEqual([
      'a',
      'a',
      '.menu h2',
      'li:first-child',
    ]);
  });

  it('marks a pseudo-element with what it shows, and matches the element it decorates', () => {
    const found = selectorsRenderingIn(
      postcss.parse(
        `.step::before{content:counter(step) "."; font-family:Fraunces}.quote:after{content:'”';font-family:Fraunces}`,
      ),
      'Fraunces',
    );
    expect(found).toEqual([
      { selector: '.step', pseudoElement: true, content: ['.'] },
      { selector: '.quote', pseudoElement: true, content: ['”'] },
    ]);
  });
});
