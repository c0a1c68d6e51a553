import { InQuestionsContext } from '../lib/page-facts.ts';
import type { QuestionsProps } from './Questions.props.ts';

/**
 * Marks the cards inside as questions and answers (each card's title is a question, its copy the answer), so
 * search engines list them as the page's FAQ. It adds nothing to the page itself.
 */
export function Questions({ children }: QuestionsProps) {
  return <InQuestionsContext value>{children}</InQuestionsContext>;
}
