import { z } from 'zod/mini';
import { lazySchema } from '../validation/lazySchema';

/** The largest value of a PostgreSQL `integer` column: ids the client sends must fit it. */
export const MAX_RECORD_ID = 2 ** 31 - 1;

/** An id a client sends in a body: a positive integer a database row can have. */
export const RecordIdSchema = lazySchema(() => z.int().check(z.positive(), z.lte(MAX_RECORD_ID)));
