import { z } from 'zod';

/** `<OpensAtTop>`: the page always opens at its top, even when arriving with a #anchor. */
export const opensAtTopProps = z.object({});
