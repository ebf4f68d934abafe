import { callEndpoint, useLoad, type DeliveryRecord, type Partner } from '@inercise/shared';
import { partners as partnerList } from '@inercise/shared/endpoints/partners';
import { fetchAddress } from './fetchAddress';

export interface CheckoutData {
  /** undefined while loading; null when the shopper has no saved address. */
  record: DeliveryRecord | null | undefined;
  partners: Partner[];
  loadFailed: boolean;
}

const NO_PARTNERS: Partner[] = [];

/** docs/product-rules.md#delivery-and-payment: on load the saved address, then the partner list. */
export function useCheckoutData(token: string | null): CheckoutData {
  const address = useLoad(token ? (signal) => fetchAddress(token, signal) : null, [token]);
  const addressDone = address.status === 'ready' || address.status === 'failed';
  const partners = useLoad(addressDone ? (signal) => callEndpoint(partnerList, { signal }) : null, []);
  return {
    // A failed load leaves an empty form (record null): the shopper can still type the address.
    record: address.status === 'failed' ? null : address.data,
    // Naming a feedback source is optional: without the list the select offers none.
    partners: partners.data ?? NO_PARTNERS,
    loadFailed: address.status === 'failed',
  };
}
