import { useRef } from 'react';
import { callEndpoint, useLoad, type PaymentMethod } from '@inercise/shared';
import { paymentMethods } from '@inercise/shared/endpoints/payments';

/** The payment methods, fetched the first time the chooser is needed. */
export function usePaymentMethods(needed: boolean): { methods: PaymentMethod[] | null; failed: boolean } {
  // The list that arrived stays for this page: a chooser needed again (the shopper went back to Poland) shows it at once.
  const arrived = useRef<PaymentMethod[]>(undefined);
  const methods = useLoad(
    needed
      ? async (signal) => {
          // The API answers a map keyed by group id; the chooser wants a list.
          arrived.current = Object.values(await callEndpoint(paymentMethods, { signal }));
          return arrived.current;
        }
      : null,
    [],
    () => arrived.current,
  );
  return { methods: methods.data ?? null, failed: methods.status === 'failed' };
}
