import { CurrentYear } from './CurrentYear.tsx';
import type { CopyrightProps } from './Copyright.props.ts';

/** "© 2026 Family Glue. All rights reserved.", always with the current year. */
export function Copyright({ holder, children }: CopyrightProps) {
  return (
    <p className="copyright">
      © <CurrentYear /> {holder}.{children ? <> {children}</> : null}
    </p>
  );
}
