import { z } from 'zod/mini';
import { lazySchema } from '../validation/lazySchema';

/** A serial number as printed on a device and in its QR code: letters, digits and dashes, at most 40. */
export const SERIAL_NUMBER_PATTERN = /^[A-Za-z0-9-]{1,40}$/;

/** The one spelling the shop stores: trimmed, upper case ("inr-2024-000123 " is INR-2024-000123). */
export const normaliseSerialNumber = (text: string): string => text.trim().toUpperCase();

/** POST /device/register and /device/unregister body: the device's serial number, as the customer typed it. */
export const SerialNumberPayloadSchema = lazySchema(() =>
  z.object({
    serialNumber: z
      .string({ error: 'invalidSerialNumber' })
      .check(z.refine((text) => SERIAL_NUMBER_PATTERN.test(text.trim()), 'invalidSerialNumber')),
  }),
);
export type SerialNumberPayload = z.infer<typeof SerialNumberPayloadSchema>;

/** A kind of device; each has its own manual (GET /device-manual/device-type-id/{id}). */
export const DeviceTypeSchema = lazySchema(() => z.object({ id: z.number(), name: z.string() }));
export type DeviceType = z.infer<typeof DeviceTypeSchema>;

/** One device registered to the logged-in customer (GET /device). */
export const MyDeviceSchema = lazySchema(() =>
  z.object({
    serialNumber: z.string(),
    deviceType: DeviceTypeSchema,
    registeredAt: z.string(),
  }),
);
export type MyDevice = z.infer<typeof MyDeviceSchema>;

export const MyDeviceListSchema = lazySchema(() => z.array(MyDeviceSchema));

