import { useEffect, useState } from 'react';
import type { DeliveryRecord, Partner } from '@inercise/shared';
import { fetchAddress } from './fetchAddress';
import { fetchPartners } from './fetchPartners';

export interface CheckoutData {
  /** undefined while loading; null when the shopper has no saved address. */
  record: DeliveryRecord | null | undefined;
  partners: Partner[];
  loadFailed: boolean;
}

/** docs/product-rules.md#delivery-and-payment: on load the saved address, then the partner list. */
export function useCheckoutData(token: string | null): CheckoutData {
  const [data, setData] = useState<CheckoutData>({ record: undefined, partners: [], loadFailed: false });

  useEffect(() => {
    if (!token) return;
    let live = true;
    (async () => {
      // A failed load leaves an empty form (record null): the shopper can still type the address.
      let record: DeliveryRecord | null = null;
      let loadFailed = false;
      try {
        record = await fetchAddress(token);
      } catch {
        loadFailed = true;
      }
      if (live) setData((current) => ({ ...current, record, loadFailed }));
      try {
        const partners = await fetchPartners();
        if (live) setData((current) => ({ ...current, partners }));
      } catch {
        // Naming a feedback source is optional: without the list the select offers none.
      }
    })();
    return () => {
      live = false;
    };
  }, [token]);

  return data;
}
