import { apiRequest } from '@inercise/shared';

/** POST /device/register: the device becomes the logged-in customer's (the answer, their devices, is not needed here). */
export async function registerDevice(token: string, serialNumber: string): Promise<void> {
  await apiRequest('/device/register', { method: 'POST', token, body: { serialNumber } });
}
