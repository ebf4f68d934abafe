import type { OrderStatusName } from '@inercise/shared';

export type OrderOutcome = 'paid' | 'verifying' | 'placed' | 'failed' | 'cancelled' | 'none';

/**
 * What the confirmation says, from the return address's status and, when the order could be read, the
 * server's status (the payment notification may still be on its way when the shopper arrives).
 */
export function orderOutcome(queryStatus: string | null, serverStatus: OrderStatusName | null): OrderOutcome {
  if (serverStatus === 'CANCELLED') return 'cancelled';
  if (serverStatus === 'PAID' || serverStatus === 'SHIPPED' || serverStatus === 'DELIVERED') return 'paid';
  if (queryStatus === 'failed' || serverStatus === 'INCOMPLETE') return 'failed';
  if (queryStatus === 'placed' || serverStatus === 'PLACED') return 'placed';
  if (queryStatus === 'paid') return serverStatus === 'PAYMENT_VERIFICATION' ? 'verifying' : 'paid';
  return 'none';
}
