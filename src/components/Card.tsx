import type { ReactNode } from 'react';
import { icons } from './icons.ts';

export interface CardProps {
  title: string;
  /** A name from icons.ts. */
  icon?: string;
  children: ReactNode;
}

/** A rounded card with an optional icon, a title and a little copy. */
export function Card({ title, icon, children }: CardProps) {
  const Icon = icon ? icons[icon] : undefined;
  return (
    <div className="card">
      {Icon && (
        <span className="mb-4 inline-flex size-12 items-center justify-center rounded-2xl bg-amber-100 text-amber-800">
          <Icon aria-hidden="true" className="size-6" />
        </span>
      )}
      <h3 className="font-display text-xl text-navy-900">{title}</h3>
      <div className="card-body">{children}</div>
    </div>
  );
}
