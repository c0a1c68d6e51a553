import { describe, expect, it } from 'vitest';
import { svgSize } from '../../../../src/node/pictures/svg-size.ts';

describe('svgSize', () => {
  it('takes the width and height in pixels', () => {
    expect(svgSize('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" width="1200" height="900">')).toEqual({
      width: 1200,
      height: 900,
    });
    expect(svgSize("<svg width='640px' height='480px'>")).toEqual({ width: 640, height: 480 });
  });

  it('falls back to the viewBox when the size is missing or relative', () => {
    expect(svgSize('<svg viewBox="0 0 1200 800">')).toEqual({ width: 1200, height: 800 });
    expect(svgSize('<svg width="100%" viewBox="0,0,300,200">')).toEqual({ width: 300, height: 200 });
  });

  it('says nothing when the SVG states no size', () => {
    expect(svgSize('<svg xmlns="http://www.w3.org/2000/svg">')).toBeUndefined();
    expect(svgSize('not an svg')).toBeUndefined();
  });
});
