import { callEndpoint, type DeliveryRecordPayload } from '@inercise/shared';
import { createDeliveryRecord, updateDeliveryRecord } from '@inercise/shared/endpoints/address';

/** Updates the record when it has an id, else creates it. */
export async function saveAddress(payload: DeliveryRecordPayload, token: string): Promise<void> {
  await callEndpoint(payload.id ? updateDeliveryRecord : createDeliveryRecord, { body: payload, token });
}
