import { site } from '../../content/site.ts';
import type { WhenRegistrationProps } from './WhenRegistration.props.ts';

/**
 * Copy that depends on the UAE workshop's `registrationOpen` setting: `<WhenRegistration open>` shows its
 * children only while registration is open, `<WhenRegistration closed>` only once it has closed. It renders
 * on the server, so the page carries just the copy that applies, and no script.
 */
export function WhenRegistration({
  open = false,
  closed = false,
  registrationOpen = site.uaeWorkshop.registrationOpen,
  children,
}: WhenRegistrationProps) {
  if (open === closed) {
    throw new Error(
      '<WhenRegistration> needs exactly one of open or closed: <WhenRegistration open> or <WhenRegistration closed>.',
    );
  }
  return open === registrationOpen ? children : null;
}
