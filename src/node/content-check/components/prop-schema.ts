import type { z } from 'zod';

/** What the checks and the writing guide need to know about one prop, read from its zod schema. */
export interface PropInfo {
  required: boolean;
  /** How the value is written: text in quotes, a number or true/false in braces, or other code in braces. */
  kind: 'string' | 'number' | 'boolean' | 'other';
  /** The only values it accepts, when it is a choice (`z.enum`, `z.literal([…])`). */
  options?: readonly (string | number)[];
  /** `.describe()` or `.meta({ description })`: a sentence for the messages. */
  description?: string;
  /** `.meta({ example })`: how to write it, when that is not plain `name="…"`: `src={site.links.contactForm}`. */
  example?: string;
  /** `.meta({ heading: 3 })`: the component renders the prop as a heading of that level (`<h3>`), for the outline check. */
  heading?: number;
}

type Schema = z.ZodType;
const wrappers = new Set(['optional', 'default', 'prefault', 'readonly', 'nullable', 'nonoptional', 'catch']);

/** Reads a prop's schema through its wrappers (optional, default, readonly …). */
export function propInfo(schema: Schema): PropInfo {
  let description: string | undefined;
  let example: string | undefined;
  let heading: number | undefined;
  let required = true;
  let node = schema;
  for (;;) {
    const meta = node.meta() as { description?: string; example?: string; heading?: number } | undefined;
    description ??= meta?.description ?? node.description;
    example ??= meta?.example;
    heading ??= meta?.heading;
    const type = node.def.type;
    if (type === 'optional' || type === 'default' || type === 'prefault') required = false;
    if (!wrappers.has(type)) break;
    node = (node.def as unknown as { innerType: Schema }).innerType;
  }
  const def = node.def as unknown as { type: string; entries?: Record<string, string>; values?: unknown[] };
  const info: PropInfo = { required, kind: 'other', description, example, heading };
  if (def.type === 'string') info.kind = 'string';
  else if (def.type === 'number') info.kind = 'number';
  else if (def.type === 'boolean') info.kind = 'boolean';
  else if (def.type === 'enum') Object.assign(info, { kind: 'string', options: Object.values(def.entries ?? {}) });
  else if (def.type === 'literal') {
    const values = (def.values ?? []) as (string | number)[];
    const kind = values.every((value) => typeof value === 'number')
      ? 'number'
      : values.every((value) => typeof value === 'string')
        ? 'string'
        : 'other';
    Object.assign(info, { kind, options: kind === 'other' ? undefined : values });
  }
  return info;
}
