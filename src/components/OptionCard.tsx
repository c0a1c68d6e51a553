import { site } from '../../content/site.ts';
import type { OptionCardProps } from './OptionCard.props.ts';

/**
 * One of the choices a reader weighs side by side, e.g. the ways to pilot a solution. The recommended one is
 * flagged in the words of optionCard.recommended in content/site.ts.
 */
export function OptionCard({ label, title, badge, recommended = false, children }: OptionCardProps) {
  return (
    <div className={`option-card card ${recommended ? 'option-card-recommended' : ''}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="eyebrow min-w-0">{label}</p>
        {recommended && <p className="option-flag">{site.optionCard.recommended}</p>}
      </div>
      <h3 className="mt-2 font-display text-2xl text-navy-900">{title}</h3>
      {badge && <p className="option-badge">{badge}</p>}
      <div className="card-body">{children}</div>
    </div>
  );
}
