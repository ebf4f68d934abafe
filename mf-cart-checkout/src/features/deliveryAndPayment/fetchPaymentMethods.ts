import { PaymentMethodsSchema, apiRequest, type PaymentMethod } from '@inercise/shared';

/** GET /tpay/payment-methods answers a map keyed by group id; the chooser wants a list. */
export async function fetchPaymentMethods(signal?: AbortSignal): Promise<PaymentMethod[]> {
  const { data } = await apiRequest('/tpay/payment-methods', { schema: PaymentMethodsSchema, signal });
  return Object.values(data);
}
