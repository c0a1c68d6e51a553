import type { ReactNode } from 'react';
import { z } from 'zod';

/** `<Note>`: a boxed aside with a bold title. */
export const noteProps = z.object({
  title: z.string().describe('A short bold line that says what the note is about.'),
});

export type NoteProps = z.infer<typeof noteProps> & { children: ReactNode };
