import type { ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from '@inercise/shared/router';
import { languageVariants, routeOwners, type OwnedRoute } from '@inercise/shared';
import { ShopPage } from './features/shop/ShopPage';
import { ProductPage } from './features/product/ProductPage';

/** The page of each route the shell gives this team (routeOwners): a route added there without a page here does not compile. */
const catalogPages: Record<OwnedRoute<'mf-catalog'>, ComponentType> = {
  '/shop': ShopPage,
  '/product': ProductPage,
  '/product/:slug': ProductPage,
};

/** This team's routes, each bare and under /pl and /en; no catch-all, so single-spa decides who owns a path. */
export function CatalogRoutes() {
  return (
    <Routes>
      {routeOwners['mf-catalog'].flatMap((route) => {
        const Page = catalogPages[route];
        return languageVariants(route).map((path) => <Route key={path} path={path} element={<Page />} />);
      })}
    </Routes>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <CatalogRoutes />
    </BrowserRouter>
  );
}
