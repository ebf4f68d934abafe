import { BrowserRouter, Route, Routes } from 'react-router';
import { languageVariants } from '@inercise/shared';
import { HomePage } from './features/home/HomePage';
import { BlogPage } from './features/blog/BlogPage';
import { ArticlePage } from './features/article/ArticlePage';
import { ContactPage } from './features/contact/ContactPage';
import { InercisePage } from './features/inercise/InercisePage';
import { AtlasPage } from './features/atlas/AtlasPage';
import { ApplicationPage } from './features/application/ApplicationPage';
import { PartnersPage } from './features/partners/PartnersPage';
import { PrivacyPage } from './features/privacy/PrivacyPage';
import { TermsPage } from './features/terms/TermsPage';
import { QrPage } from './features/qr/QrPage';
import { QrSerialPage } from './features/qrSerial/QrSerialPage';

/** This team's routes, each bare and under /pl and /en; no catch-all, so single-spa decides who owns a path. */
export function App() {
  return (
    <BrowserRouter>
      <Routes>
        {languageVariants('/').map((path) => (
          <Route key={path} path={path} element={<HomePage />} />
        ))}
        {languageVariants('/blog').map((path) => (
          <Route key={path} path={path} element={<BlogPage />} />
        ))}
        {languageVariants('/article').map((path) => (
          <Route key={path} path={path} element={<ArticlePage />} />
        ))}
        {languageVariants('/contact').map((path) => (
          <Route key={path} path={path} element={<ContactPage />} />
        ))}
        {languageVariants('/inercise').map((path) => (
          <Route key={path} path={path} element={<InercisePage />} />
        ))}
        {languageVariants('/excercise-atlas').map((path) => (
          <Route key={path} path={path} element={<AtlasPage />} />
        ))}
        {languageVariants('/application').map((path) => (
          <Route key={path} path={path} element={<ApplicationPage />} />
        ))}
        {languageVariants('/partners').map((path) => (
          <Route key={path} path={path} element={<PartnersPage />} />
        ))}
        {languageVariants('/privacy-policy').map((path) => (
          <Route key={path} path={path} element={<PrivacyPage />} />
        ))}
        {languageVariants('/terms-of-sale').map((path) => (
          <Route key={path} path={path} element={<TermsPage />} />
        ))}
        {languageVariants('/qr').map((path) => (
          <Route key={path} path={path} element={<QrPage />} />
        ))}
        {languageVariants('/qr/:serialNumber').map((path) => (
          <Route key={path} path={path} element={<QrSerialPage />} />
        ))}
      </Routes>
    </BrowserRouter>
  );
}
