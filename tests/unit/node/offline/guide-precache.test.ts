// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageNeeds, pageScripts, type ViteManifest } from '../../../../src/node/offline/guide-precache.ts';
import { copyForScreens, PHONE_SCREENS, slotWidth } from '../../../../src/node/offline/phone-picture.ts';
import { pictureSlots } from '../../../../src/lib/picture-slots.ts';

const widths = [480, 800, 1200, 1600];
const srcset = (name: string, extension: string) =>
  widths.map((width) => `/_pictures/${name}-${width}.${extension} ${width}w`).join(', ');

/** A photo as <Picture> writes it: AVIF and WebP sources, the JPEG fallback in the <img>. */
const photo = (name: string, sizes: string, loading = 'lazy') =>
  `<picture><source type="image/avif" srcset="${srcset(name, 'avif')}" sizes="${sizes}"/>` +
  `<source type="image/webp" srcset="${srcset(name, 'webp')}" sizes="${sizes}"/>` +
  `<img src="/_pictures/${name}-1200.jpg" srcset="${srcset(name, 'jpg')}" sizes="${sizes}" alt="x" loading="${loading}"/></picture>`;

/** The guide's head and body as the build writes them, with photos in the hero and the carousel. */
const guide = `<html><head>
<link rel="preload" href="/assets/fraunces-subset-1a2b.woff2" as="font" type="font/woff2" crossorigin />
<link rel="icon" href="data:image/svg+xml,%3Csvg%3E" />
<link rel="preload" as="image" imagesrcset="${srcset('hero', 'avif')}" fetchpriority="high">
<link rel="stylesheet" crossorigin href="/assets/page-3c4d.css" data-whole-href="/assets/index-1a2b.css">
<link rel="manifest" href="/manifest.webmanifest" />
</head><body>
<fg-island module="MobileMenu" wake-on="interaction"><button>Menu</button></fg-island>
${photo('hero', pictureSlots.hero.sizes, 'eager')}
<fg-island module="Carousel" wake-on="visible">${photo('arrival', pictureSlots.carousel.sizes)}${photo('table', pictureSlots.carousel.sizes)}</fg-island>
<img src="/images/lighthouse/glow.svg" alt="A drawing" width="1200" height="800">
<img src="https://elsewhere.example/p.png" alt="Another site's">
</body></html>`;

describe('the guide as a phone shows it (pageNeeds)', () => {
  it('keeps the page’s stylesheet and the whole one its islands load, the preloaded font, and for each picture the one copy the most demanding phone takes', () => {
    expect(pageNeeds(guide, PHONE_SCREENS)).toEqual({
      files: [
        '/assets/fraunces-subset-1a2b.woff2',
        '/assets/page-3c4d.css',
        '/assets/index-1a2b.css',
        // 430 px less the section's padding is 390 px wide, 1,170 pixels at 3×: the 1200 copy, in AVIF.
        '/_pictures/hero-1200.avif',
        '/_pictures/arrival-1200.avif',
        '/_pictures/table-1200.avif',
        // A drawing is one file.
        '/images/lighthouse/glow.svg',
      ],
      islands: ['MobileMenu', 'Carousel'],
    });
  });

  it('takes no other width and no other format of the same picture', () => {
    const { files } = pageNeeds(guide, PHONE_SCREENS);
    expect(files.filter((file) => file.includes('hero'))).toEqual(['/_pictures/hero-1200.avif']);
    expect(files.some((file) => /\.(webp|jpg)$/.test(file))).toBe(false);
  });

  it('would take other copies for another screen: the choice follows srcset and sizes', () => {
    // A 1280 px screen at 1×: the hero's column is 483 px wide, so the 800 copy.
    expect(pageNeeds(guide, [{ width: 1280, pixelRatio: 1 }]).files).toContain('/_pictures/hero-800.avif');
  });
});

describe('copyForScreens', () => {
  it('reads the slots the layout writes', () => {
    expect(slotWidth(pictureSlots.hero.sizes, 390)).toBe(350);
    expect(slotWidth(pictureSlots.hero.sizes, 1100)).toBe(459);
    expect(slotWidth(pictureSlots.carousel.sizes, 1280)).toBe(1112);
  });

  it('takes the smallest copy wide enough, or the widest when none is', () => {
    expect(copyForScreens('/a.avif 480w, /b.avif 800w', '100vw', [{ width: 390, pixelRatio: 2 }])).toBe('/b.avif');
    expect(copyForScreens('/b.avif 800w, /a.avif 480w', '100vw', [{ width: 200, pixelRatio: 2 }])).toBe('/a.avif');
    expect(copyForScreens('/a.avif 480w, /b.avif 800w', '100vw', [{ width: 390, pixelRatio: 3 }])).toBe('/b.avif');
  });

  it('takes, for several screens, the copy the most demanding one needs, so the others can be answered with it', () => {
    const srcset = '/a.avif 480w, /b.avif 800w, /c.avif 1100w, /d.avif 1600w';
    // A 390 px phone at 3× needs 1,050 pixels (the 1100 copy); a 430 px one at 3× needs 1,170.
    expect(copyForScreens(srcset, pictureSlots.hero.sizes, [{ width: 390, pixelRatio: 3 }])).toBe('/c.avif');
    expect(copyForScreens(srcset, pictureSlots.hero.sizes, PHONE_SCREENS)).toBe('/d.avif');
    expect(
      copyForScreens(srcset, pictureSlots.hero.sizes, [
        { width: 360, pixelRatio: 1 },
        { width: 390, pixelRatio: 2 },
      ]),
    ).toBe('/b.avif');
  });

  it('fails on a sizes value it cannot read, rather than keep the wrong copy', () => {
    expect(() => copyForScreens('/a.avif 480w', 'min(100vw, 40rem)', PHONE_SCREENS)).toThrow(
      'Cannot read the length "min(100vw, 40rem)"',
    );
    expect(() => copyForScreens('/a.avif 2x', '100vw', PHONE_SCREENS)).toThrow('expected "address 800w"');
  });
});

describe('the scripts the guide runs (pageScripts)', () => {
  const manifest: ViteManifest = {
    'index.html': {
      file: 'assets/index-1.js',
      isEntry: true,
      imports: ['_shared.js'],
      css: ['assets/index-uncut.css'],
      dynamicImports: [
        'src/islands/Carousel.tsx',
        'src/islands/MobileMenu.tsx',
        'src/islands/CostCalculator.tsx',
        'node_modules/react/index.js',
      ],
    },
    '_shared.js': { file: 'assets/shared-1.js' },
    'src/islands/Carousel.tsx': { file: 'assets/Carousel-1.js', imports: ['_jsx.js'] },
    'src/islands/MobileMenu.tsx': {
      file: 'assets/MobileMenu-1.js',
      imports: ['_jsx.js'],
      css: ['assets/MobileMenu-1.css'],
    },
    'src/islands/CostCalculator.tsx': { file: 'assets/CostCalculator-1.js' },
    'node_modules/react/index.js': { file: 'assets/react-1.js' },
    '_jsx.js': { file: 'assets/jsx-1.js' },
  };

  it('keeps the entry and what it imports, React, and the islands on the page with their stylesheets; not other pages’ islands', () => {
    expect(pageScripts(manifest, ['Carousel', 'MobileMenu'])).toEqual([
      'assets/index-1.js',
      'assets/shared-1.js',
      'assets/Carousel-1.js',
      'assets/jsx-1.js',
      'assets/MobileMenu-1.js',
      'assets/MobileMenu-1.css',
      'assets/react-1.js',
    ]);
  });

  it("leaves out the entry's stylesheet: the page names it, renamed once the font is cut", () => {
    expect(pageScripts(manifest, [])).not.toContain('assets/index-uncut.css');
  });
});
