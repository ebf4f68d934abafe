import { z } from 'zod/mini';
import { MyDeviceListSchema, RegisterDevicePayloadSchema, SerialNumberPayloadSchema, SERIAL_NUMBER_PATTERN } from '../domain/device';
import { lazySchema } from '../validation/lazySchema';
import { endpoint } from './endpoint';
import { idParams } from '../domain/requestShapes';

/** The device manual in general, for owners who have not registered one (PDF). */
export const generalManual = /*#__PURE__*/ endpoint({
  method: 'GET',
  path: '/device-manual',
  auth: 'public',
  answer: 'file',
  summary: 'The general device manual (PDF)',
  tags: ['devices'],
});

export const deviceTypeManual = /*#__PURE__*/ endpoint({
  method: 'GET',
  path: '/device-manual/device-type-id/:deviceTypeId',
  auth: 'public',
  answer: 'file',
  params: idParams('deviceTypeId'),
  refusals: [400, 404],
  summary: 'The manual of one device type (PDF); 404 for an unknown type',
  tags: ['devices'],
});

export const deviceManual = /*#__PURE__*/ endpoint({
  method: 'GET',
  path: '/device/manual/:serialNumber',
  auth: 'public',
  answer: 'file',
  params: lazySchema(() => z.object({ serialNumber: z.string().check(z.regex(SERIAL_NUMBER_PATTERN, 'invalidSerialNumber')) })),
  refusals: [400],
  summary: "The manual of one device (PDF): its type's manual, or the general one for a serial number the shop does not know (the same answer as for any other, saying nothing of whether it exists)",
  tags: ['devices'],
});

export const myDevices = /*#__PURE__*/ endpoint({
  method: 'GET',
  path: '/device',
  auth: 'customer',
  response: MyDeviceListSchema,
  refusals: [401],
  summary: "The logged-in customer's registered devices with their types, oldest registration first",
  tags: ['devices'],
});

export const registerDevice = /*#__PURE__*/ endpoint({
  method: 'POST',
  path: '/device/register',
  auth: 'customer',
  body: RegisterDevicePayloadSchema,
  response: MyDeviceListSchema,
  refusals: [400, 401, 404, 409, 429],
  summary:
    "Register a device by its serial number and the code on its label to the logged-in customer; answers the customer's devices. 404 unknown serial or wrong code (the same answer), 409 another account's, 429 past the account's limit (ACCOUNT_RATE_LIMIT_MAX in 15 minutes) or 20 tries a minute per client address",
  tags: ['devices'],
});

export const unregisterDevice = /*#__PURE__*/ endpoint({
  method: 'POST',
  path: '/device/unregister',
  auth: 'customer',
  body: SerialNumberPayloadSchema,
  response: MyDeviceListSchema,
  refusals: [400, 401, 404],
  summary: "Release one of the logged-in customer's devices; answers the remaining ones. 404 when it is not theirs",
  tags: ['devices'],
});
