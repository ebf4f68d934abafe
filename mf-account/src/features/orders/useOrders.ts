import { useEffect, useState } from 'react';
import { selectAccessToken, useAppSelector, type Order } from '@inercise/shared';
import { fetchOrders } from './fetchOrders';

export type OrdersState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; orders: Order[] };

/** The logged-in customer's orders, fetched again when the session changes. */
export function useOrders(): OrdersState {
  const token = useAppSelector(selectAccessToken);
  const [state, setState] = useState<OrdersState>({ kind: 'loading' });
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    setState({ kind: 'loading' });
    fetchOrders(token, controller.signal).then(
      (orders) => setState({ kind: 'loaded', orders }),
      (error: unknown) => {
        if ((error as Error)?.name !== 'AbortError') setState({ kind: 'failed' });
      },
    );
    return () => controller.abort();
  }, [token]);
  return state;
}
