import { z } from 'zod/mini';
import { lazySchema } from '../../validation/lazySchema';

/** One mail whose every attempt failed (GET /admin/failed-mails): the owner sees why and may send it again. */
export const AdminFailedMailSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    /** What the mail is about and for whom ("order-placed:<number>"): the same key is queued once. */
    key: z.string(),
    to: z.string(),
    subject: z.string(),
    /** The mail server's last answer, or why it could not be reached. */
    reason: z.string(),
    attempts: z.int(),
    createdAt: z.string(),
    failedAt: z.string(),
  }),
);
export type AdminFailedMail = z.infer<typeof AdminFailedMailSchema>;

/** GET /admin/failed-mails: newest first. */
export const AdminFailedMailListSchema = lazySchema(() => z.object({ items: z.array(AdminFailedMailSchema) }));
export type AdminFailedMailList = z.infer<typeof AdminFailedMailListSchema>;
