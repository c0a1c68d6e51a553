import { z } from 'zod';

/** One outside profile: the button's text and its address. */
export const profileLink = z.object({ label: z.string(), url: z.string() });

/** `<ProfileLinks>`: a row of links to outside profiles, each opening in a new tab. */
export const profileLinksProps = z.object({
  profiles: z
    .array(profileLink)
    .readonly()
    .meta({ description: 'The profiles from content/site.ts.', example: 'profiles={site.links.profiles}' }),
  label: z
    .string()
    .optional()
    .describe('Name of the list for screen readers (default: profileLinks.label in content/site.ts).'),
});

export type ProfileLinksProps = z.infer<typeof profileLinksProps>;
