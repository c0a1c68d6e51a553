import { useContext, type ReactNode } from 'react';
import { InQuestionsContext, ServiceContext, usePageFacts } from '../lib/page-facts.ts';
import { textContent } from '../lib/text-content.ts';
import { icons } from './icons.ts';
import type { CardProps } from './Card.props.ts';

/** A rounded card with an optional icon, a title and a little copy. */
export function Card({ title, icon, children }: CardProps) {
  useReportCard(title, children);
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

/** Inside <Questions> a card is a question and its answer; inside <Offers>, one of the service's options. */
function useReportCard(title: string, children: ReactNode) {
  const facts = usePageFacts();
  const isQuestion = useContext(InQuestionsContext);
  const service = useContext(ServiceContext);
  if (isQuestion) facts?.questions.push({ question: title, answer: textContent(children) });
  else service?.offers.push({ name: title, description: textContent(children) });
}
