import { isApiError } from '@inercise/shared';

export type DeviceErrorKey =
  | 'devices.errors.invalid'
  | 'devices.errors.invalidCode'
  | 'devices.errors.tooMany'
  | 'devices.errors.notFound' | 'devices.errors.elsewhere' | 'devices.errors.notRegistered' | 'devices.errors.generic';

const byMessage: Record<string, DeviceErrorKey> = {
  invalidSerialNumber: 'devices.errors.invalid',
  invalidLabelCode: 'devices.errors.invalidCode',
  tooManyRequests: 'devices.errors.tooMany',
  deviceNotFound: 'devices.errors.notFound',
  deviceRegisteredElsewhere: 'devices.errors.elsewhere',
  deviceNotRegistered: 'devices.errors.notRegistered',
};

/** The text for a refused device call: the API's message key, else the generic one. */
export function deviceErrorKey(error: unknown): DeviceErrorKey {
  return (isApiError(error) && byMessage[error.message]) || 'devices.errors.generic';
}
