import type { PaymentMethod } from '@inercise/contracts';

export interface CreateTransactionInput {
  orderNumber: string;
  amountCents: number;
  description: string;
  language: 'pl' | 'en';
  /** The bank group to preselect; null: none, the provider's page offers its methods. */
  groupId: number | null;
  payer: { email: string; name: string; phone?: string; address?: string; code?: string; city?: string; country?: string };
  notificationUrl: string;
  successUrl: string;
  errorUrl: string;
}

export interface CreatedTransaction {
  /** What notifications carry as tr_id (Tpay's transaction title). */
  transactionId: string;
  paymentUrl: string;
}

/**
 * The provider could not be reached or did not do what was asked (down, slow, an error answer, no payment page).
 * Not the shopper's fault: placing an order answers 502 and leaves the cart as it was.
 */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
}

/** Tpay settles in złoty: its notifications' amounts are PLN, so only a PLN order can be paid through it. */
export const PROVIDER_CURRENCY = 'PLN';

/** A payment provider of the Tpay shape: bank groups, transactions, signed form notifications. */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'tpay';
  /** The merchant's security code, part of every notification's md5sum. */
  readonly securityCode: string;
  /** The longest createTransaction may take: it gives up (a PaymentProviderError) after it. */
  readonly timeoutMs: number;
  listMethods(): Promise<PaymentMethod[]>;
  createTransaction(input: CreateTransactionInput): Promise<CreatedTransaction>;
  /** Checks the X-JWS-Signature header over the raw notification body. */
  verifySignature(rawBody: string, jws: string | undefined): Promise<boolean>;
}

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
