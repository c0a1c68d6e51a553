import { z } from 'zod';
import { placeholdersIn } from './copy-template.ts';

/** "{min} and {max}", "{parents}, {salary} and {cost}". */
const named = (names: readonly string[]) =>
  names
    .map((name) => `{${name}}`)
    .join(', ')
    .replace(/, ([^,]*)$/, ' and $1');

/**
 * Copy with `{name}` placeholders a component fills in: every one in `needs` must be there, and none but those
 * and the ones in `may`, so a misspelt `{numbr}` stops the build instead of showing as typed. Build time only
 * (zod), like the *.props.ts schemas: the settings check and the props check read it.
 */
export const copyTemplate = (needs: readonly string[], may: readonly string[] = []) => {
  const rule = [needs.length ? `must use ${named(needs)}` : '', may.length ? `may use ${named(may)}` : '']
    .filter(Boolean)
    .join(' and ');
  return z.string().refine(
    (text) => {
      const used = placeholdersIn(text);
      return (
        needs.every((name) => used.includes(name)) && used.every((name) => needs.includes(name) || may.includes(name))
      );
    },
    { message: `${rule}, and no other {…}` },
  );
};
