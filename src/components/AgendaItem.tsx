import type { AgendaItemProps } from './AgendaItem.props.ts';

/** One row of an <AgendaAccordion>: when, what, and a line of detail. */
export function AgendaItem({ time, title, children }: AgendaItemProps) {
  return (
    <li className="grid grid-cols-[4.5rem_minmax(0,1fr)] gap-4 max-xs:grid-cols-1 max-xs:gap-1 py-4">
      <time dateTime={`PT${time.replace(':', 'H')}M`} className="font-display text-lg text-amber-700 tabular-nums">
        {time}
      </time>
      <div>
        <p className="font-semibold text-navy-900">{title}</p>
        {children && <div className="mt-1 text-navy-700 [&_p]:m-0">{children}</div>}
      </div>
    </li>
  );
}
