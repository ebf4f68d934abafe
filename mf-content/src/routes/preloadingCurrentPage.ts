import type { LifeCycles } from 'single-spa';
import type { ApplicationProps } from '@inercise/shared';
import type { PageRoute } from './contentRoutes';
import { pageAt } from './pageAt';

/**
 * The application's lifecycles, with the current route's page code in hand before the first render. Were the
 * first render to suspend on it, React would commit the page's loading state over the server's first screen (a
 * new Suspense boundary shows its fallback even in a transition); waiting in mount makes the page itself the first
 * commit. The fetch starts at bootstrap, so it runs while the store rehydrates and the first screen's images
 * decode. A failed fetch does not stop the mount: the page's slot reports it.
 */
export function preloadingCurrentPage(
  application: LifeCycles<ApplicationProps>,
  routes: readonly PageRoute[],
): LifeCycles<ApplicationProps> {
  const preloadCurrentPage = async () => {
    await pageAt(routes, window.location.pathname)?.preload();
  };
  return {
    ...application,
    bootstrap: [
      async () => {
        void preloadCurrentPage();
      },
      application.bootstrap,
    ].flat(),
    mount: [preloadCurrentPage, application.mount].flat(),
  };
}
