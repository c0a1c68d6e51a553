import { z } from 'zod';

/** `<GuideProgress />`: after a guide's steps, how many the host has ticked done and a way to start over. Its words are in content/site.ts (guideProgress). */
export const guideProgressProps = z.object({});

export type GuideProgressProps = z.infer<typeof guideProgressProps>;
