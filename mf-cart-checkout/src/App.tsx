import { lazy, Suspense, type ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from '@inercise/shared/router';
import { languageVariants, routeOwners, type OwnedRoute } from '@inercise/shared';
import { CartPage } from './features/cart/CartPage';

// The checkout and order pages (address forms with every country's phone and postcode rules, tax numbers, invoices)
// download when a shopper goes on to them, not with the cart: the cart's first view carries only the cart.
const LazyDeliveryAndPaymentPage = lazy(async () => ({
  default: (await import(/* webpackChunkName: "page-delivery-and-payment" */ './features/deliveryAndPayment/DeliveryAndPaymentPage')).DeliveryAndPaymentPage,
}));
const LazyOrderPage = lazy(async () => ({ default: (await import(/* webpackChunkName: "page-order" */ './features/order/OrderPage')).OrderPage }));

function DeliveryAndPaymentPage() {
  return (
    <Suspense fallback={null}>
      <LazyDeliveryAndPaymentPage />
    </Suspense>
  );
}

function OrderPage() {
  return (
    <Suspense fallback={null}>
      <LazyOrderPage />
    </Suspense>
  );
}

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
