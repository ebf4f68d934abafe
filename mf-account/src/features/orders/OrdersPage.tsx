import { RequireLogin } from '../auth/RequireLogin';
import { OrderHistory } from './OrderHistory';

/** /user-order: the order history, for customers only (SPEC 6). */
export function OrdersPage() {
  return (
    <RequireLogin>
      <OrderHistory />
    </RequireLogin>
  );
}
