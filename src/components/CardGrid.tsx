import type { CardGridProps } from './CardGrid.props.ts';

const columnClasses: Record<number, string> = {
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-2 lg:grid-cols-3',
  4: 'md:grid-cols-2 lg:grid-cols-4',
};

/** Lays cards out in one column on phones and two to four on wider screens. */
export function CardGrid({ columns = 3, children }: CardGridProps) {
  return (
    <div className={`not-prose my-10 grid grid-cols-1 gap-6 ${columnClasses[columns] ?? columnClasses[3]}`}>
      {children}
    </div>
  );
}
