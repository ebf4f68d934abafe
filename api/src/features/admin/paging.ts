import type { Page } from '@inercise/contracts';

// A list's query (page, size, search box) is the route table's (@inercise/contracts/routes/adminPaging); this is its answer.

export const pageOf = <T>(content: T[], total: number, paging: { page: number; size: number }): Page<T> => ({
  content,
  totalElements: total,
  totalPages: Math.ceil(total / paging.size),
  number: paging.page,
  size: paging.size,
});
