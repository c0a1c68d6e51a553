/** `images[1].alt` for the path ['images', 1, 'alt'] (after `prefix`, when there is one). */
export function pathLabel(prefix: string, path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (label, key) => (typeof key === 'number' ? `${label}[${key}]` : label ? `${label}.${String(key)}` : String(key)),
    prefix,
  );
}

/** The value at `path` inside `input`, or undefined when some step of the path is not there. */
export function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current = input;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}
