/** The lighthouse mark: a beam over a small tower, drawn inline so it costs no request. */
export function LogoMark({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <path d="M16 3 L27 8 L16 10 Z" className="fill-amber-300" />
      <path d="M16 3 L5 8 L16 10 Z" className="fill-amber-400" />
      <rect x="12" y="10" width="8" height="4" rx="1" className="fill-amber-500" />
      <path d="M12.5 14 h7 l2 14 h-11 Z" className="fill-navy-800" />
      <rect x="12.2" y="19" width="7.6" height="2.4" className="fill-cream-50" />
    </svg>
  );
}
