import { z } from 'zod/mini';
import { lazySchema } from '../../validation/lazySchema';

/** One row of GET /admin/contact-messages: what a visitor sent through the contact form, and whether it was dealt with. */
export const AdminContactMessageSchema = lazySchema(() =>
  z.object({
    id: z.int(),
    name: z.string(),
    email: z.string(),
    message: z.string(),
    createdAt: z.string(),
    /** When an admin marked it handled; null while it waits for an answer. */
    handledAt: z.nullable(z.string()),
    /** The e-mail of the admin who marked it handled, kept after their account is gone. */
    handledBy: z.nullable(z.string()),
  }),
);
export type AdminContactMessage = z.infer<typeof AdminContactMessageSchema>;

/** PATCH /admin/contact-messages/{id}. */
export const AdminContactMessageChangeSchema = lazySchema(() => z.object({ handled: z.boolean() }));
export type AdminContactMessageChange = z.infer<typeof AdminContactMessageChangeSchema>;

/** One row of GET /admin/newsletter: a subscriber and when they signed up. */
export const AdminSubscriberSchema = lazySchema(() =>
  z.object({
    id: z.int(),
    email: z.string(),
    createdAt: z.string(),
  }),
);
export type AdminSubscriber = z.infer<typeof AdminSubscriberSchema>;
