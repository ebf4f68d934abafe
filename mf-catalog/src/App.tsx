import { BrowserRouter, Route, Routes } from '@inercise/shared/router';
import { languageVariants } from '@inercise/shared';
import { ShopPage } from './features/shop/ShopPage';
import { ProductPage } from './features/product/ProductPage';

/** This team's routes, each bare and under /pl and /en; no catch-all, so single-spa decides who owns a path. */
export function CatalogRoutes() {
  return (
    <Routes>
      {languageVariants('/shop').map((path) => (
        <Route key={path} path={path} element={<ShopPage />} />
      ))}
      {languageVariants('/product').map((path) => (
        <Route key={path} path={path} element={<ProductPage />} />
      ))}
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
