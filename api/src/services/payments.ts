// A payment provider's interface (features/payments: the sandbox and Tpay), as the app's context names it.
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

interface CreatedTransaction {
  /** What notifications carry as tr_id (Tpay's transaction title). */
  transactionId: string;
  paymentUrl: string;
}

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
