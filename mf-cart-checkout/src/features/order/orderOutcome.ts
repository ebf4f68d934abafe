import type { OrderStatusName } from '@inercise/shared';

export type OrderOutcome = 'paid' | 'verifying' | 'placed' | 'failed' | 'unpaid' | 'cancelled' | 'none';

/**
 * What the confirmation says, from the return address's status and, when the order could be read, the
 * server's status (the payment notification may still be on its way when the shopper arrives). An order that can
 * still be paid (failed, or unpaid) is offered "Pay again" by the page.
 */
export function orderOutcome(queryStatus: string | null, serverStatus: OrderStatusName | null): OrderOutcome {
  if (serverStatus === 'CANCELLED') return 'cancelled';
  if (serverStatus === 'PAID' || serverStatus === 'SHIPPED' || serverStatus === 'DELIVERED') return 'paid';
  if (queryStatus === 'failed' || serverStatus === 'INCOMPLETE') return 'failed';
  if (queryStatus === 'placed' || serverStatus === 'PLACED') return 'placed';
  if (queryStatus === 'paid') return serverStatus === 'PAYMENT_VERIFICATION' ? 'verifying' : 'paid';
  // Opened from a mail or the order list: an order paid online whose payment is still open, or was left.
  if (serverStatus === 'PAYMENT_VERIFICATION') return 'unpaid';
  return 'none';
}
