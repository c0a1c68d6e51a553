/**
 * A memo of results by a key, in memory, that forgets its oldest entry once it holds `size`: for what the dev
 * server and the mutation test read again and again by its text (a page, the settings file), and which an
 * editing session changes without end. The results are shared: whoever gets one must not change it.
 */
export function cappedCache<Value>(size: number): (key: string, make: () => Value) => Value {
  const kept = new Map<string, Value>();
  return (key, make) => {
    if (kept.has(key)) return kept.get(key)!;
    const value = make();
    kept.set(key, value);
    if (kept.size > size) kept.delete(kept.keys().next().value!);
    return value;
  };
}
