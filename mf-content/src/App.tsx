import type { ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from '@inercise/shared/router';
import { languageVariants } from '@inercise/shared';
import { HomePage } from './features/home/HomePage';
import { BlogPage } from './features/blog/BlogPage';
import { ArticlePage } from './features/article/ArticlePage';
import { ContactPage } from './features/contact/ContactPage';
import { DiscoverPage } from './features/inercise/DiscoverPage';
import { ExerciseAtlasPage } from './features/atlas/ExerciseAtlasPage';
import { ApplicationPage } from './features/application/ApplicationPage';
import { PartnersPage } from './features/partners/PartnersPage';
import { PrivacyPolicyPage } from './features/legal/PrivacyPolicyPage';
import { TermsOfSalePage } from './features/legal/TermsOfSalePage';
import { QrPage } from './features/qr/QrPage';

/** This team's pages by route (SPEC 2). */
export const contentRoutes: [string, ComponentType][] = [
  ['/', HomePage],
  ['/blog', BlogPage],
  ['/article', ArticlePage],
  ['/contact', ContactPage],
  ['/inercise', DiscoverPage],
  ['/excercise-atlas', ExerciseAtlasPage],
  ['/application', ApplicationPage],
  ['/partners', PartnersPage],
  ['/privacy-policy', PrivacyPolicyPage],
  ['/terms-of-sale', TermsOfSalePage],
  ['/qr', QrPage],
  ['/qr/:serialNumber', QrPage],
];

/** This team's routes, each bare and under /pl and /en; no catch-all, so single-spa decides who owns a path. */
export function App() {
  return (
    <BrowserRouter>
      <Routes>
        {contentRoutes.flatMap(([path, Page]) =>
          languageVariants(path).map((variant) => <Route key={variant} path={variant} element={<Page />} />),
        )}
      </Routes>
    </BrowserRouter>
  );
}
