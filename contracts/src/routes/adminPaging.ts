import { z } from 'zod/mini';

// The query every back-office list shares: its page and size, and its search box.

/** `page` (from 0) and `size` of a back-office list: 20 rows unless asked, at most 100. */
export const pagingQuery = () => ({
  page: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(100_000)), 0),
  size: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 20),
});

/** `q`, a back-office list's search box: at most 100 characters, trimmed; an empty box searches for nothing. */
export const searchQuery = () => ({
  q: z.optional(z.pipe(z.string().check(z.maxLength(100)), z.transform((text: string) => text.trim() || undefined))),
});
