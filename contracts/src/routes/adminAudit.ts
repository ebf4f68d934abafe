import { z } from 'zod/mini';
import { AdminAuditEntrySchema } from '../domain/admin/adminActor';
import { pageSchema } from '../domain/page';
import { lazySchema } from '../validation/lazySchema';
import { endpoint } from './endpoint';
import { pagingQuery } from './adminPaging';

/** Every back-office change, newest first; of one entity kind (`order`, `user`) or one entity. */
export const adminAuditLog = /*#__PURE__*/ endpoint({
  method: 'GET',
  path: '/admin/audit-log',
  auth: 'owner',
  query: lazySchema(() =>
    z.object({
      entityKind: z.optional(z.string().check(z.minLength(1), z.maxLength(40))),
      entityId: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
      ...pagingQuery(),
    }),
  ),
  response: lazySchema(() => pageSchema(AdminAuditEntrySchema)),
  refusals: [400, 401, 403],
  summary: 'Back-office changes, newest first, with who made them and the fields before and after',
  tags: ['admin'],
});
