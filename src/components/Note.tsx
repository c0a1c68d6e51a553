import Info from 'lucide-react/icons/info';
import type { NoteProps } from './Note.props.ts';

/** A quiet aside in a long read: a caveat, a method note, a figure still being sourced. */
export function Note({ title, children }: NoteProps) {
  return (
    // role="note" rather than an <aside>: a caveat belongs to the text it qualifies, and reader modes drop asides.
    <div role="note" className="note not-prose">
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
      {/* min-w-0: beside the icon, a word longer than the line breaks rather than widening the note. */}
      <div className="min-w-0">
        <p className="font-semibold text-navy-900">{title}</p>
        <div className="note-body">{children}</div>
      </div>
    </div>
  );
}
