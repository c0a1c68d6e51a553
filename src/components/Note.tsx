import type { ReactNode } from 'react';
import { Info } from 'lucide-react';

/** A quiet aside in a long read: a caveat, a method note, a figure still being sourced. */
export function Note({ title, children }: { title: string; children: ReactNode }) {
  return (
    <aside className="note not-prose">
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
      <div>
        <p className="font-semibold text-navy-900">{title}</p>
        <div className="note-body">{children}</div>
      </div>
    </aside>
  );
}
