import type { ReactNode } from 'react';

/** A page's own footer band: a closing line or two and links, on navy. */
export function PageFooter({ children }: { children: ReactNode }) {
  return (
    <footer className="page-footer bg-navy-950 py-16 text-cream-100">
      <div className="prose prose-site mx-auto max-w-6xl px-5">{children}</div>
    </footer>
  );
}
