import { site } from '../../content/site.ts';
import { SmartLink } from './SmartLink.tsx';
import type { ProfileLinksProps } from './ProfileLinks.props.ts';

/**
 * A row of links to outside profiles (from content/site.ts), each opening in a new tab. A screen reader calls the
 * row by the page's label, or else by profileLinks.label in content/site.ts.
 */
export function ProfileLinks({ profiles, label = site.profileLinks.label }: ProfileLinksProps) {
  return (
    <nav aria-label={label} className="not-prose">
      <ul className="flex flex-wrap gap-3">
        {profiles.map((profile) => (
          <li key={profile.url}>
            <SmartLink
              href={profile.url}
              className="btn border-2 border-cream-50/30 text-cream-50 hover:border-amber-300 hover:text-amber-200"
            >
              {profile.label}
            </SmartLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
