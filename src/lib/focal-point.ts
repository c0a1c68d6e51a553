/** Where a cropped picture's subject is: how far across from the left and down from the top, in per cent. */
export interface FocalPoint {
  x: number;
  y: number;
}

/** The centre: what a side leaves of the other axis, and what `center` names. */
const CENTRE: FocalPoint = { x: 50, y: 50 };

/** What each word of a focal point sets: a side fixes one axis and leaves the other centred. */
const keywords: Record<string, { axis: 'x' | 'y'; at: number } | { axis: 'both'; at: 50 }> = {
  left: { axis: 'x', at: 0 },
  right: { axis: 'x', at: 100 },
  top: { axis: 'y', at: 0 },
  bottom: { axis: 'y', at: 100 },
  center: { axis: 'both', at: 50 },
};

const percentage = /^(\d{1,3}(?:\.\d+)?)%$/;

/**
 * A focal point as a copywriter writes it: a side or a corner in words (`top`, `left`, `center`, `bottom right`, in
 * either order), or how far across and then down as two percentages (`30% 40%`). Undefined for anything else, so
 * the props schema can say what to write.
 */
export function parseFocalPoint(written: string): FocalPoint | undefined {
  const parts = written.trim().toLowerCase().split(/\s+/);
  if (parts.length > 2) return undefined;
  const numbers = parts
    .map((part) => percentage.exec(part)?.[1])
    .map((digits) => (digits === undefined ? undefined : Number(digits)));
  if (numbers.every((number) => number !== undefined)) {
    const [x, y] = numbers;
    return parts.length === 2 && x! <= 100 && y! <= 100 ? { x: x!, y: y! } : undefined;
  }
  const point = { ...CENTRE };
  const fixed = new Set<'x' | 'y'>();
  for (const part of parts) {
    const keyword = keywords[part];
    if (!keyword) return undefined;
    if (keyword.axis === 'both') continue;
    // `left right` or `top top` names one side twice and the other never.
    if (fixed.has(keyword.axis)) return undefined;
    fixed.add(keyword.axis);
    point[keyword.axis] = keyword.at;
  }
  return point;
}

/** The focal point as CSS `object-position`: the crop keeps that point of the picture where it is in the frame. */
export const objectPosition = ({ x, y }: FocalPoint): string => `${x}% ${y}%`;
