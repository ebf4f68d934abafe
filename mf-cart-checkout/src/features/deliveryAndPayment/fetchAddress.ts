import { callEndpoint, isApiError, type DeliveryRecord } from '@inercise/shared';
import { deliveryRecord } from '@inercise/shared/endpoints/address';

/** The saved delivery record, or null for a shopper who has none yet (404). */
export async function fetchAddress(token: string, signal?: AbortSignal): Promise<DeliveryRecord | null> {
  try {
    return await callEndpoint(deliveryRecord, { token, signal });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}
