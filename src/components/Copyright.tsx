import type { ReactNode } from 'react';
import { CurrentYear } from './CurrentYear.tsx';

export interface CopyrightProps {
  /** Who holds the copyright: holder={site.brand}. */
  holder: string;
  /** Anything after the name: "All rights reserved." */
  children?: ReactNode;
}

/** "© 2026 Family Glue. All rights reserved.", always with the current year. */
export function Copyright({ holder, children }: CopyrightProps) {
  return (
    <p className="copyright">
      © <CurrentYear /> {holder}.{children ? <> {children}</> : null}
    </p>
  );
}
