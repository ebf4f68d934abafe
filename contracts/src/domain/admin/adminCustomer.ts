import { z } from 'zod/mini';
import { lazySchema } from '../../validation/lazySchema';

/** One row of GET /admin/customers: a customer account as the owner looks it up. */
export const AdminCustomerRowSchema = lazySchema(() =>
  z.object({
    id: z.int(),
    email: z.string(),
    name: z.nullable(z.string()),
    surname: z.nullable(z.string()),
    /** False until the account's e-mail was confirmed. */
    active: z.boolean(),
    createdAt: z.string(),
    lastLoginAt: z.string(),
    /** The profile picture's name (/thumbnail/{name}, 64 px), or null. */
    thumbnail: z.nullable(z.string()),
  }),
);
export type AdminCustomerRow = z.infer<typeof AdminCustomerRowSchema>;

/** GET /admin/customers/{id}: the account with its profile, read-only (the customer alone changes it). */
export const AdminCustomerSchema = lazySchema(() =>
  z.extend(AdminCustomerRowSchema, {
    gender: z.nullable(z.string()),
    height: z.nullable(z.number()),
    weight: z.nullable(z.number()),
    birthDate: z.nullable(z.string()),
    activityLevel: z.nullable(z.string()),
    goals: z.array(z.string()),
    orderCount: z.int(),
  }),
);
export type AdminCustomer = z.infer<typeof AdminCustomerSchema>;
