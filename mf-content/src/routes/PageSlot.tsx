import { Suspense } from 'react';
import { ErrorBoundary, Fallback } from '@inercise/shared';
import { PageLoading } from '../components/PageLoading';
import type { LazyPage } from './lazyPage';

/**
 * Where a route's page is drawn: the loading state while its code is fetched, the usual translated notice with a
 * retry when that fails (or the page throws). Rendered with the page's name as key, so each page gets a boundary
 * of its own: React shows a new boundary's fallback even in the router's transition, instead of holding the old
 * page on screen with no sign that anything is happening.
 */
export function PageSlot({ page }: { page: LazyPage }) {
  return (
    <ErrorBoundary
      name={`mf-content ${page.name} page`}
      fallback={(reset) => (
        <Fallback
          onRetry={() => {
            void page.preload();
            reset();
          }}
        />
      )}
    >
      <Suspense fallback={<PageLoading />}>
        <page.Page />
      </Suspense>
    </ErrorBoundary>
  );
}
