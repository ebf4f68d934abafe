import { apiRequest, type BeginTransactionPayload } from '@inercise/shared';

/** POST /tpay/beginTransaction/: answers plain text, the payment page URL or the in-app /order path. */
export async function beginTransaction(payload: BeginTransactionPayload, token: string): Promise<string> {
  const { data } = await apiRequest<string>('/tpay/beginTransaction/', { method: 'POST', body: payload, token, text: true });
  return data.trim();
}
