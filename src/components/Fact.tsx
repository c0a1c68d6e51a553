export interface FactProps {
  /** The figure, set large: "$99", "45 minutes". */
  value: string;
  /** What it counts, under it: "per session". */
  label: string;
}

/** One key figure inside `<Facts>`. The label is the term and the figure its value, read in that order. */
export function Fact({ value, label }: FactProps) {
  return (
    <div className="fact">
      <dt className="fact-label">{label}</dt>
      <dd className="fact-value">{value}</dd>
    </div>
  );
}
