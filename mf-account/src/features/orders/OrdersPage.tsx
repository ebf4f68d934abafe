import { RequireLogin } from '../auth/RequireLogin';
import { OrderHistory } from './OrderHistory';
import { useAccountPageMeta } from '../auth/useAccountPageMeta';

/** /user-order: the order history, for customers only (docs/product-rules.md#who-may-do-what). */
export function OrdersPage() {
  useAccountPageMeta('orders');
  return (
    <RequireLogin>
      <OrderHistory />
    </RequireLogin>
  );
}
