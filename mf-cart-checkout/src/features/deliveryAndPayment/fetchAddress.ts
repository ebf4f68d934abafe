import { DeliveryRecordSchema, apiRequest, isApiError, type DeliveryRecord } from '@inercise/shared';

/** GET /address: the saved delivery record, or null for a shopper who has none yet (404). */
export async function fetchAddress(token: string, signal?: AbortSignal): Promise<DeliveryRecord | null> {
  try {
    return (await apiRequest('/address', { token, schema: DeliveryRecordSchema, signal })).data;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}
