import type { Page } from '@inercise/contracts';
import { z } from 'zod';

/** `page` (from 0) and `size` of a back-office list: 20 rows unless asked, at most 100. */
export const pagingQuery = {
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
};

/** `q`, a back-office list's search box: at most 100 characters, trimmed; an empty box searches for nothing. */
export const searchQuery = {
  q: z
    .string()
    .max(100)
    .transform((text) => text.trim() || undefined)
    .optional(),
};

export const pageOf = <T>(content: T[], total: number, paging: { page: number; size: number }): Page<T> => ({
  content,
  totalElements: total,
  totalPages: Math.ceil(total / paging.size),
  number: paging.page,
  size: paging.size,
});
