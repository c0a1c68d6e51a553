import Moon from 'lucide-react/icons/moon';
import Sun from 'lucide-react/icons/sun';
import SunMoon from 'lucide-react/icons/sun-moon';
import { site } from '../../content/site.ts';
import { SCHEME_CHOICES } from '../lib/color-scheme.ts';

/**
 * The header's choice of colour scheme: a native <select> (keyboard, screen readers and a phone's own picker for
 * free) laid invisibly over a picture of the choice in force, which the stylesheet picks from <html>'s data-scheme,
 * so it is right from the first paint. src/client/behaviours/color-scheme.ts keeps the choice; without JavaScript
 * the control is hidden and the device's setting rules. The list starts at "system"; the behaviour sets what was kept.
 */
export function SchemeControl() {
  const words = site.colorScheme;
  return (
    // Hidden until the stylesheet knows the browser can draw both schemes and runs scripts (src/styles/dark.css).
    <div className="scheme-control btn-icon relative hidden" data-scheme-control="">
      <SunMoon aria-hidden="true" className="scheme-system hidden size-6" />
      <Sun aria-hidden="true" className="scheme-light hidden size-6" />
      <Moon aria-hidden="true" className="scheme-dark hidden size-6" />
      {/* autoComplete off: the browser must not bring back an older choice on a reload or Back. text-base (16 px):
          a phone zooms into a smaller field it focuses, even an unseen one. */}
      <select
        aria-label={words.label}
        autoComplete="off"
        defaultValue="system"
        className="absolute inset-0 w-full cursor-pointer text-base opacity-0"
      >
        {SCHEME_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {words[choice]}
          </option>
        ))}
      </select>
    </div>
  );
}
