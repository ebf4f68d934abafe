import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from '@inercise/shared/router';
import { languageVariants } from '@inercise/shared';
import { renderApplicationScreen, type FirstScreenRequest } from '@inercise/shared/first-screen';
import { PageSlot } from '../routes/PageSlot';
import type { LazyPage } from '../routes/lazyPage';
import { contentI18n } from './contentI18n';

/** A page already in hand, in the slot the application's routes draw pages in. */
function pageInHand(page: ReactNode): LazyPage {
  return { name: 'server', preload: async () => undefined, Page: () => page };
}

/**
 * A page's markup as the application's first render draws it, for the application to adopt: the same component in
 * the same slot (error boundary and suspense boundary), under the same route (its parameters read as the browser
 * reads them), in the page's language, with prices in that language's currency. Rendered from a fresh store every
 * time.
 */
export function drawPage(request: FirstScreenRequest, route: string, page: ReactNode): string {
  return renderApplicationScreen(
    'mf-content',
    <MemoryRouter initialEntries={[request.path]}>
      <Routes>
        {languageVariants(route).map((variant) => (
          <Route key={variant} path={variant} element={<PageSlot page={pageInHand(page)} />} />
        ))}
      </Routes>
    </MemoryRouter>,
    contentI18n(request.language),
    request.language,
  );
}
