/*
 * The shape of one entry of the catalogue of messages (catalogue.ts): what a kind of problem says, made from the
 * data a check found, and whether it stops the build.
 */

export type Severity = 'error' | 'warning';

/** A field of the data shown as it is: text or a number. */
type ShownKey<D> = { [K in keyof D]-?: D[K] extends string | number ? K : never }[keyof D] & string;
/** A part of the words that changes: a field shown as it is, or words made from the data. */
type Slot<D> = ShownKey<D> | ((data: D) => string | number);

/** What is wrong, made from the data; `pattern` is how the docs quote it. */
export interface Words<D> {
  (data: D): string;
  /** The words with `…` for each part that changes, without their final full stop: `Unknown component <…>`. */
  readonly pattern: string;
}

/**
 * The words of a message as a template whose parts that change are named: `says\`Unknown component <${'name'}>.\``
 * shows the data's `name`; a function makes words from the data. The fixed parts are the words the docs quote.
 */
export function says<D>(strings: TemplateStringsArray, ...slots: Slot<D>[]): Words<D> {
  const words = (data: D) => {
    let text = strings[0]!;
    slots.forEach((slot, index) => {
      text += String(typeof slot === 'function' ? slot(data) : data[slot]) + strings[index + 1]!;
    });
    return text;
  };
  // Parts that change side by side read as one.
  return Object.assign(words, { pattern: strings.join('…').replace(/…+/g, '…').replace(/\.$/, '') });
}

/**
 * One kind of message: `What is wrong. How to fix it.` The words are what the docs quote; the hint is the rest. A
 * hint that goes on with the words' sentence starts with what joins them (`, without quotes: 400.`, ` (first on
 * line 3)`); any other follows after a space.
 */
export interface Message<D> {
  /** A function where the same kind is an error or a warning depending on what was found. */
  severity: Severity | ((data: D) => Severity);
  /** Said before the words, outside what the docs quote: where an address is written, when not in a page's copy. */
  prefix?: (data: D) => string;
  words: Words<D>;
  /** The rest of the message, mostly how to fix it, when there is something to say. */
  hint?: (data: D) => string | undefined;
}

/** An entry of the catalogue, with the data its checks pass (`D`), written once for its words, hint and severity. */
export function message<D = Record<never, never>>(entry: Message<D>): Message<D> {
  return entry;
}

/** The one line a message prints for its data, and its severity. */
export function render<D>(entry: Message<D>, data: D): { message: string; severity: Severity } {
  const hint = entry.hint?.(data) ?? '';
  return {
    message: `${entry.prefix?.(data) ?? ''}${entry.words(data)}${hint === '' || /^[\s,.:;]/.test(hint) ? hint : ` ${hint}`}`,
    severity: typeof entry.severity === 'function' ? entry.severity(data) : entry.severity,
  };
}
