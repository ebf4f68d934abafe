import { Route, Routes } from '@inercise/shared/router';
import { languageVariants } from '@inercise/shared';
import type { PageRoute } from './contentRoutes';
import { PageSlot } from './PageSlot';

/** The routes, each bare and under /pl and /en; no catch-all, so single-spa decides who owns a path. */
export function PageRoutes({ routes }: { routes: readonly PageRoute[] }) {
  return (
    <Routes>
      {routes.flatMap(({ path, page }) =>
        languageVariants(path).map((variant) => (
          <Route key={variant} path={variant} element={<PageSlot key={page.name} page={page} />} />
        )),
      )}
    </Routes>
  );
}
