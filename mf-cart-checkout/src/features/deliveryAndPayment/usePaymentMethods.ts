import { useEffect, useState } from 'react';
import type { PaymentMethod } from '@inercise/shared';
import { fetchPaymentMethods } from './fetchPaymentMethods';

/** The payment methods, fetched the first time the chooser is needed. */
export function usePaymentMethods(needed: boolean): { methods: PaymentMethod[] | null; failed: boolean } {
  const [methods, setMethods] = useState<PaymentMethod[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!needed || methods !== null) return;
    let live = true;
    setFailed(false);
    fetchPaymentMethods().then(
      (list) => live && setMethods(list),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [needed, methods]);

  return { methods, failed };
}
