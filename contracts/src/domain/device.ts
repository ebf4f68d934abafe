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

/**
 * The code printed beside the serial number on a device's label and in its QR code (`?code=`): it shows the customer
 * has the device in hand, since serial numbers run in sequence. Letters and digits; spaces and dashes are ignored.
 */
export const LABEL_CODE_PATTERN = /^[A-Za-z0-9 -]{4,40}$/;

/** The one spelling compared: letters and digits only, upper case ("k7qf-3mzp" is K7QF3MZP). */
export const normaliseLabelCode = (text: string): string => text.replace(/[\s-]/g, '').toUpperCase();

/** POST /device/register body: the serial number and the label code, as the customer typed or scanned them. */
export const RegisterDevicePayloadSchema = lazySchema(() =>
  z.object({
    serialNumber: z
      .string({ error: 'invalidSerialNumber' })
      .check(z.refine((text) => SERIAL_NUMBER_PATTERN.test(text.trim()), 'invalidSerialNumber')),
    labelCode: z
      .string({ error: 'invalidLabelCode' })
      .check(z.refine((text) => LABEL_CODE_PATTERN.test(text.trim()) && normaliseLabelCode(text).length >= 4, 'invalidLabelCode')),
  }),
);
export type RegisterDevicePayload = z.infer<typeof RegisterDevicePayloadSchema>;

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

