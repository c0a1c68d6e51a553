import type { PageFooterProps } from './PageFooter.props.ts';

/**
 * The closing band of a page: `<FooterColumn>`s side by side on wide screens, then a bottom line
 * (typically `<Copyright>`) under a rule.
 */
export function PageFooter({ children }: PageFooterProps) {
  return (
    <footer className="page-footer">
      <div className="page-footer-inner">{children}</div>
    </footer>
  );
}
