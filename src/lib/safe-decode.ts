/** The text with its %-escapes undone, or as written where a % is no escape ("100%" in a script, "#50%-off" in a link). */
export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
