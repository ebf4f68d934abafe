import { z } from 'zod/mini';
import { lazySchema } from '../../validation/lazySchema';

/** A device registered to a customer, as the back office lists it (GET /admin/devices). */
export const AdminDeviceSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    serialNumber: z.string(),
    deviceType: z.string(),
    customerId: z.number(),
    customerEmail: z.string(),
    registeredAt: z.string(),
  }),
);
export type AdminDevice = z.infer<typeof AdminDeviceSchema>;

export const AdminDeviceListSchema = lazySchema(() => z.array(AdminDeviceSchema));

/** GET /admin/devices query: part of the customer's e-mail (case ignored); none lists every registered device. */
export const AdminDeviceQuerySchema = lazySchema(() => z.object({ email: z.optional(z.string().check(z.maxLength(200, 'tooLong'))) }));
