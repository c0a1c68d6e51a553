/**
 * The text with its %-escapes undone by `decode`, or undefined where a % is no escape ("100%" in a script, "#50%-off"
 * in a link). `decode` is decodeURIComponent for a part of an address, or decodeURI for a whole path, which keeps
 * the escapes of / ? # as they are.
 */
export function tryDecode(text: string, decode: (text: string) => string = decodeURIComponent): string | undefined {
  try {
    return decode(text);
  } catch {
    return undefined;
  }
}

/** The text with its %-escapes undone, or as written where a % is no escape. */
export function safeDecode(text: string, decode: (text: string) => string = decodeURIComponent): string {
  return tryDecode(text, decode) ?? text;
}
