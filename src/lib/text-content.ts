import { isValidElement, type ReactNode } from 'react';

/** The plain text of rendered copy (MDX paragraphs, emphasis, links), with whitespace collapsed. */
export function textContent(node: ReactNode): string {
  const collect = (child: ReactNode): string => {
    if (typeof child === 'string' || typeof child === 'number') return String(child);
    if (Array.isArray(child)) return child.map(collect).join(' ');
    if (isValidElement<{ children?: ReactNode }>(child)) return collect(child.props.children);
    return '';
  };
  return collect(node)
    .replace(/\s+/g, ' ')
    .replace(/\s+([.,;:!?])/g, '$1')
    .trim();
}
