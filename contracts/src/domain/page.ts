import { z } from 'zod/mini';

/** Every list answer of the API is a page (Spring-style). */
export const pageSchema = <T extends z.ZodMiniType>(item: T) =>
  z.object({
    content: z.array(item),
    totalElements: z.int(),
    totalPages: z.int(),
    number: z.int(),
    size: z.int(),
  });

export interface Page<T> {
  content: T[];
  totalElements: number;
  totalPages: number;
  number: number;
  size: number;
}

/** Wraps a whole list as one page (number 0). */
export const singlePage = <T>(content: T[]): Page<T> => ({
  content,
  totalElements: content.length,
  totalPages: content.length === 0 ? 0 : 1,
  number: 0,
  size: content.length,
});
