/** Shorter text is too common to prove anything ("Book Now", "Lighthouse"): only runs this long count. */
export const MIN_COPY_LENGTH = 24;

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity.startsWith('#x') || entity.startsWith('#X')) return String.fromCodePoint(parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(Number(entity.slice(1)));
    return entities[entity.toLowerCase()] ?? whole;
  });
}

/**
 * The copy of a pre-rendered page: the text of its <main>, as the runs of text between tags, decoded,
 * with whitespace collapsed, each at least MIN_COPY_LENGTH characters. Attribute values (island props,
 * alt text) are not copy shipped as JavaScript and are left out.
 */
export function pageCopy(html: string): string[] {
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/i.exec(html)?.[1] ?? '';
  const runs = main
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, '')
    .split(/<[^>]*>/)
    .map((run) => decodeEntities(run).replace(/\s+/g, ' ').trim());
  return [...new Set(runs.filter((run) => run.length >= MIN_COPY_LENGTH))];
}

/** Each run of copy that a script contains, with the script's name: `"…" is in assets/x.js`. */
export function copyInScripts(copy: string[], scripts: { name: string; code: string }[]): string[] {
  return scripts.flatMap(({ name, code }) =>
    copy.filter((run) => code.includes(run)).map((run) => `"${run}" is in ${name}`),
  );
}
