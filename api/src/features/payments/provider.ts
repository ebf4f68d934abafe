import type { PaymentMethod } from '@inercise/contracts';
import type { CreateTransactionInput, PaymentProvider } from '../../services/payments.ts';

export type { CreateTransactionInput, PaymentProvider };

/**
 * The provider could not be reached or did not do what was asked (down, slow, an error answer, no payment page).
 * Not the shopper's fault: placing an order answers 502 and leaves the cart as it was.
 */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
}

/** Tpay settles in złoty: its notifications' amounts are PLN, so only a PLN order can be paid through it. */
export const PROVIDER_CURRENCY = 'PLN';

/** Tpay's known bank groups (its documentation): the sandbox offers the same. */
export const knownGroups: PaymentMethod[] = [
  { id: 150, name: 'BLIK', img: 'https://secure.tpay.com/_/g/150.png' },
  { id: 103, name: 'Karta płatnicza', img: 'https://secure.tpay.com/_/g/103.png' },
  { id: 166, name: 'Google Pay', img: 'https://secure.tpay.com/_/g/166.png' },
  { id: 170, name: 'Apple Pay', img: 'https://secure.tpay.com/_/g/170.png' },
  { id: 106, name: 'PayPal', img: 'https://secure.tpay.com/_/g/106.png' },
  { id: 108, name: 'PKO Bank Polski', img: 'https://secure.tpay.com/_/g/108.png' },
  { id: 160, name: 'mBank', img: 'https://secure.tpay.com/_/g/160.png' },
];
