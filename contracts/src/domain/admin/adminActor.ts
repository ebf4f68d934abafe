import { z } from 'zod/mini';
import { lazySchema } from '../../validation/lazySchema';

/**
 * Who made a back-office change: an admin signed in to the back office (their account id and e-mail, the e-mail
 * kept even after the account is gone), the shop owner's command line on the server (no account), or the shop itself
 * acting on its settings (the owner's addresses in ADMIN_EMAILS made admins; no account).
 */
export const AdminActorSchema = lazySchema(() =>
  z.object({
    source: z.enum(['backOffice', 'commandLine', 'system']),
    userId: z.nullable(z.int()),
    email: z.nullable(z.string()),
  }),
);
export type AdminActor = z.infer<typeof AdminActorSchema>;

/** One entry of GET /admin/audit-log: a change as it was before and after, newest first. */
export const AdminAuditEntrySchema = lazySchema(() =>
  z.object({
    id: z.int(),
    at: z.string(),
    actor: AdminActorSchema,
    /** What was done, e.g. `order.status`, `user.role`. */
    action: z.string(),
    /** What it was done to: `order` (id: the order number), `user` (id: the account id). */
    entityKind: z.string(),
    entityId: z.string(),
    before: z.nullable(z.record(z.string(), z.unknown())),
    after: z.nullable(z.record(z.string(), z.unknown())),
  }),
);
export type AdminAuditEntry = z.infer<typeof AdminAuditEntrySchema>;
