import { apiRequest, type DeliveryRecordPayload } from '@inercise/shared';

/** Updates the record when it has an id (PATCH /address), else creates it (POST /address). */
export async function saveAddress(payload: DeliveryRecordPayload, token: string): Promise<void> {
  await apiRequest('/address', { method: payload.id ? 'PATCH' : 'POST', body: payload, token });
}
