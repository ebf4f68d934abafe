import { act, screen } from '@testing-library/react';
import type { OwnedRoute } from '@inercise/shared';
import { mockPage, ownedRouteUrls, renderAtUrl, renderWithShop } from '@inercise/shared/testing';
import { contentTranslations } from './i18n/contentTranslations';
import { App } from './App';

// Each page module stands in for its chunk: its factory runs only when the module is first required, which records
// which pages' code the application asked for.
const mockRequired: string[] = [];
function mockRequiredPage(exportName: string, name: string) {
  mockRequired.push(name);
  return mockPage(exportName, name);
}
jest.mock('./features/home/HomePage', () => mockRequiredPage('HomePage', 'Home'));
jest.mock('./features/blog/BlogPage', () => mockRequiredPage('BlogPage', 'Blog'));
jest.mock('./features/article/ArticlePage', () => mockRequiredPage('ArticlePage', 'Article'));
jest.mock('./features/contact/ContactPage', () => mockRequiredPage('ContactPage', 'Contact'));
jest.mock('./features/inercise/DiscoverPage', () => mockRequiredPage('DiscoverPage', 'Discover'));
jest.mock('./features/atlas/ExerciseAtlasPage', () => mockRequiredPage('ExerciseAtlasPage', 'Atlas'));
jest.mock('./features/application/ApplicationPage', () => mockRequiredPage('ApplicationPage', 'Application'));
jest.mock('./features/partners/PartnersPage', () => mockRequiredPage('PartnersPage', 'Partners'));
jest.mock('./features/legal/PrivacyPolicyPage', () => mockRequiredPage('PrivacyPolicyPage', 'Privacy policy'));
jest.mock('./features/legal/TermsOfSalePage', () => mockRequiredPage('TermsOfSalePage', 'Terms of sale'));
jest.mock('./features/qr/QrPage', () => mockRequiredPage('QrPage', 'QR'));

async function renderApp(url: string) {
  // Awaited: the page's code arrives after the first render, and only an awaited act lets React pick it up.
  await act(async () => {
    // The application brings its own router, which reads the address bar.
    renderWithShop(<App />, { route: url, router: false, translations: { content: contentTranslations } });
  });
}

/** The page each route of the table draws. */
const pageOf: Record<OwnedRoute<'mf-content'>, string> = {
  '/': 'Home page',
  '/blog': 'Blog page',
  '/article': 'Article page',
  '/article/:slug': 'Article page',
  '/contact': 'Contact page',
  '/inercise': 'Discover page',
  '/excercise-atlas': 'Atlas page',
  '/application': 'Application page',
  '/partners': 'Partners page',
  '/privacy-policy': 'Privacy policy page',
  '/terms-of-sale': 'Terms of sale page',
  '/qr': 'QR page',
  '/qr/:serialNumber': 'QR page',
};

describe('the content application', () => {
  it('shows the home page without asking for any other page code, and fetches a page when the shopper goes there', async () => {
    await renderApp('/en');
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(mockRequired).toEqual(['Home']);

    await act(async () => {
      window.history.pushState(null, '', '/en/privacy-policy');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByRole('heading', { name: 'Privacy policy page' })).toBeInTheDocument();
    expect(mockRequired).toEqual(['Home', 'Privacy policy']);
  });

  it.each(ownedRouteUrls('mf-content'))('draws its page at $url, a route routeOwners gives this team', async ({ route, url }) => {
    await renderApp(url);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(pageOf[route]);
  });

  it('draws nothing at a route it does not own: single-spa unmounts it there', () => {
    expect(renderAtUrl(<App />, '/en/cart')).toBeEmptyDOMElement();
  });
});
