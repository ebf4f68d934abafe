import { apiRequest, getRuntimeConfig } from '@inercise/shared';
import { MyDeviceListSchema, type MyDevice } from '@inercise/shared/devices';

/** GET /device: the customer's registered devices with their types. */
export async function fetchMyDevices(token: string, signal?: AbortSignal): Promise<MyDevice[]> {
  return (await apiRequest('/device', { token, schema: MyDeviceListSchema, signal })).data;
}

/** POST /device/register: answers the customer's devices with the new one among them. */
export async function registerDevice(token: string, serialNumber: string): Promise<MyDevice[]> {
  return (await apiRequest('/device/register', { method: 'POST', token, body: { serialNumber }, schema: MyDeviceListSchema })).data;
}

/** POST /device/unregister: answers the devices still registered. */
export async function unregisterDevice(token: string, serialNumber: string): Promise<MyDevice[]> {
  return (await apiRequest('/device/unregister', { method: 'POST', token, body: { serialNumber }, schema: MyDeviceListSchema })).data;
}

/** Where a device type's manual (a PDF the API sends as an attachment) is downloaded from. */
export function manualUrl(deviceTypeId: number): string {
  return `${getRuntimeConfig().apiUrl.replace(/\/+$/, '')}/device-manual/device-type-id/${deviceTypeId}`;
}
