import type { ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from '@inercise/shared/router';
import { languageVariants, routeOwners, type OwnedRoute } from '@inercise/shared';
import { CartPage } from './features/cart/CartPage';
import { DeliveryAndPaymentPage } from './features/deliveryAndPayment/DeliveryAndPaymentPage';
import { OrderPage } from './features/order/OrderPage';

/** The page of each route the shell gives this team (routeOwners): a route added there without a page here does not compile. */
const cartPages: Record<OwnedRoute<'mf-cart-checkout'>, ComponentType> = {
  '/cart': CartPage,
  '/delivery-and-payment': DeliveryAndPaymentPage,
  '/order': OrderPage,
};

/** This team's routes, each bare and under /pl and /en; no catch-all, so single-spa decides who owns a path. */
export function App() {
  return (
    <BrowserRouter>
      <Routes>
        {routeOwners['mf-cart-checkout'].flatMap((route) => {
          const Page = cartPages[route];
          return languageVariants(route).map((path) => <Route key={path} path={path} element={<Page />} />);
        })}
      </Routes>
    </BrowserRouter>
  );
}
