import { apiRequest } from '@inercise/shared';
import { AdminDeviceListSchema, type AdminDevice } from '@inercise/shared/admin';

/** GET /admin/devices: registered devices, newest registration first, of customers whose e-mail holds `email`. */
export async function fetchRegisteredDevices(token: string, email: string, signal?: AbortSignal): Promise<AdminDevice[]> {
  const query = email ? `?${new URLSearchParams({ email }).toString()}` : '';
  return (await apiRequest(`/admin/devices${query}`, { token, schema: AdminDeviceListSchema, signal })).data;
}

/** POST /admin/devices/{id}/release: the device is no longer the customer's (audited). */
export async function releaseDevice(token: string, id: number): Promise<void> {
  await apiRequest(`/admin/devices/${id}/release`, { method: 'POST', token });
}
