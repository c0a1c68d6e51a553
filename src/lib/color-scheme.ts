/**
 * The visitor's choice of colour scheme (the header's control), kept on the device. "system" is kept as nothing:
 * the device's own setting rules, through the stylesheet's prefers-color-scheme. A chosen scheme is put on <html>
 * as data-scheme="light|dark" (before the first paint, by the head's inline script: src/node/head/color-scheme-script.ts).
 */
export const SCHEME_STORAGE_KEY = 'color-scheme';

export const SCHEME_CHOICES = ['system', 'light', 'dark'] as const;
export type SchemeChoice = (typeof SCHEME_CHOICES)[number];

/** A stored value as a choice: anything but "light" or "dark" (nothing, a value from another version) is the device's. */
export function schemeFromStorage(stored: string | null): SchemeChoice {
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

/** What <html>'s data-scheme holds for a choice: nothing for the device's own. */
export function schemeAttribute(choice: SchemeChoice): 'light' | 'dark' | undefined {
  return choice === 'system' ? undefined : choice;
}
