import type { FooterColumnProps } from './FooterColumn.props.ts';

/** One column of a `<PageFooter>`: a small heading and its copy, list or buttons. */
export function FooterColumn({ title, children }: FooterColumnProps) {
  return (
    <div className="footer-column">
      <h2 className="footer-column-title">{title}</h2>
      {children}
    </div>
  );
}
