import { NOT_FOUND_PATH } from '../../../lib/route-path.ts';
import { message, says } from './message.ts';

/** The files in content/ themselves: docs/writing/messages/files.md. */
export const files = {
  'file-not-page': message<{ file: string; name: string }>({
    severity: 'error',
    words: says`${'file'} is not a page: pages end in .mdx.`,
    hint: ({ name }) => `Rename it to ${name}.mdx.`,
  }),
  // Left alone, nobody's page is lost: a warning.
  'file-not-content': message<{ file: string }>({
    severity: 'warning',
    words: says`${'file'} is not part of the site`,
    hint: () => ': content/ holds only .mdx pages and site.ts. Move it out of content/.',
  }),
  'file-image': message<{ file: string; name: string }>({
    severity: 'error',
    words: says`Images go in public/images/`,
    hint: ({ file, name }) =>
      `, not content/. Move ${file} to public/images/${name} and write /images/${name} in the page.`,
  }),
  /** `name` is the name to use instead, when one can be made from the one written. */
  'file-bad-name': message<{ what: 'file' | 'folder'; written: string; name?: string }>({
    severity: 'error',
    words: says`The ${'what'} name "${'written'}" cannot be part of an address`,
    hint: ({ name }) =>
      `: names use only lower-case letters a to z, digits and hyphens. ${name ? `Rename it to ${name}.` : 'Rename it with lower-case letters a to z.'}`,
  }),
  'route-collision': message<{ others: string[]; route: string }>({
    severity: 'error',
    words: says`This file and ${({ others }) => others.join(' and ')} are both ${({ route }) => (route === NOT_FOUND_PATH ? 'the not-found page' : `the page ${route}`)}.`,
    hint: () => 'Rename or delete one of them.',
  }),
  'page-missing': message<{ page: 'home' | 'not-found' }>({
    severity: 'error',
    words: says`The ${'page'} page is missing.`,
    hint: ({ page }) =>
      page === 'home'
        ? 'Create content/index.mdx: it is the page at /.'
        : 'Create content/404.mdx: visitors see it at any address the site does not have.',
  }),
  'settings-missing-file': message<{ file: string }>({
    severity: 'error',
    words: says`The settings file is missing.`,
    hint: ({ file }) => `Restore ${file}: every page reads its names and addresses from it.`,
  }),
};
