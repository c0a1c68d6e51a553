import type { ReactNode } from 'react';
import { z } from 'zod';

/** `<Questions>`: the cards inside are the page's questions and answers, for search results. */
export const questionsProps = z.object({});

/** It takes no props, only the cards between its tags. */
export type QuestionsProps = { children: ReactNode };
