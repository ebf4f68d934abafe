import { RequireLogin } from '../auth/RequireLogin';
import { OrderHistory } from './OrderHistory';

/** /user-order: the order history, for customers only (docs/product-rules.md#who-may-do-what). */
export function OrdersPage() {
  return (
    <RequireLogin>
      <OrderHistory />
    </RequireLogin>
  );
}
