import type { StatProps } from './Stat.props.ts';
/** One figure in a <StatGrid>. The label comes first in the markup so screen readers say what it counts. */
export function Stat({ value, label }: StatProps) {
  return (
    <div className="flex flex-col-reverse justify-end rounded-3xl bg-white/5 p-4 ring-1 ring-white/10 sm:p-5 md:p-7">
      <dt className="mt-2 text-base text-cream-100 md:text-lg">{label}</dt>
      <dd
        className={`font-display leading-tight text-amber-300 ${value.length > 8 ? 'text-2xl md:text-4xl' : 'text-[1.7rem] sm:text-3xl md:text-5xl'}`}
      >
        {value}
      </dd>
    </div>
  );
}
