import { BrowserRouter, Route, Routes } from '@inercise/shared/router';
import { languageVariants } from '@inercise/shared';
import { CartPage } from './features/cart/CartPage';
import { DeliveryAndPaymentPage } from './features/deliveryAndPayment/DeliveryAndPaymentPage';
import { OrderPage } from './features/order/OrderPage';

/** This team's routes, each bare and under /pl and /en; no catch-all, so single-spa decides who owns a path. */
export function App() {
  return (
    <BrowserRouter>
      <Routes>
        {languageVariants('/cart').map((path) => (
          <Route key={path} path={path} element={<CartPage />} />
        ))}
        {languageVariants('/delivery-and-payment').map((path) => (
          <Route key={path} path={path} element={<DeliveryAndPaymentPage />} />
        ))}
        {languageVariants('/order').map((path) => (
          <Route key={path} path={path} element={<OrderPage />} />
        ))}
      </Routes>
    </BrowserRouter>
  );
}
