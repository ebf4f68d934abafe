import type { OwnedRoute } from '@inercise/shared';
import { ContactPage } from '../features/contact/ContactPage';
import { DiscoverPage } from '../features/inercise/DiscoverPage';
import { ExerciseAtlasPage } from '../features/atlas/ExerciseAtlasPage';
import { ApplicationPage } from '../features/application/ApplicationPage';
import { PrivacyPolicyPage } from '../features/legal/PrivacyPolicyPage';
import { TermsOfSalePage } from '../features/legal/TermsOfSalePage';
import { QrPage } from '../features/qr/QrPage';
import { renderArticleScreen } from './renderArticleScreen';
import { renderBlogScreen } from './renderBlogScreen';
import { renderHomeScreen } from './renderHomeScreen';
import { renderPartnersScreen } from './renderPartnersScreen';
import type { ServerPage } from './serverPage';
import { staticPage } from './staticPage';

const qrPage = staticPage(QrPage, (t) => ({ title: t('meta.qr.title'), description: t('meta.qr.description') }));

/**
 * How the server draws each route the shell gives this team (routeOwners), with the very page components the
 * application draws: a route added there without a page here does not compile.
 */
export const serverPages: Record<OwnedRoute<'mf-content'>, ServerPage> = {
  '/': renderHomeScreen,
  '/blog': renderBlogScreen,
  '/article': renderArticleScreen,
  '/article/:slug': renderArticleScreen,
  '/contact': staticPage(ContactPage, (t) => ({ title: t('meta.contact.title'), description: t('meta.contact.description') })),
  '/inercise': staticPage(DiscoverPage, (t) => ({ title: t('meta.inercise.title'), description: t('meta.inercise.description') })),
  '/excercise-atlas': staticPage(ExerciseAtlasPage, (t) => ({ title: t('meta.atlas.title'), description: t('meta.atlas.description') })),
  '/application': staticPage(ApplicationPage, (t) => ({
    title: t('meta.application.title'),
    description: t('meta.application.description'),
  })),
  '/partners': renderPartnersScreen,
  '/privacy-policy': staticPage(PrivacyPolicyPage, (t) => ({ title: t('meta.privacy.title'), description: t('meta.privacy.description') })),
  '/terms-of-sale': staticPage(TermsOfSalePage, (t) => ({ title: t('meta.terms.title'), description: t('meta.terms.description') })),
  '/qr': qrPage,
  // One device's page: the same manual page for every serial number, so search engines are given the general one.
  '/qr/:serialNumber': async (request, route) => {
    const screen = await qrPage(request, route);
    return { ...screen, head: screen.head && { ...screen.head, noindex: true } };
  },
};
