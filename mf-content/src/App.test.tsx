import { act, screen } from '@testing-library/react';
import type { OwnedRoute } from '@inercise/shared';
import { ownedRouteUrls } from '@inercise/shared/testing';
import { renderInShop } from './testing/renderPage';
import { App } from './App';

// Each page module stands in for its chunk: its factory runs only when the module is first required, which records
// which pages' code the application asked for.
const mockRequired: string[] = [];
function mockPage(name: string, exportName: string) {
  mockRequired.push(name);
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  return { [exportName]: () => createElement('h1', null, `${name} page`) };
}
jest.mock('./features/home/HomePage', () => mockPage('Home', 'HomePage'));
jest.mock('./features/blog/BlogPage', () => mockPage('Blog', 'BlogPage'));
jest.mock('./features/article/ArticlePage', () => mockPage('Article', 'ArticlePage'));
jest.mock('./features/contact/ContactPage', () => mockPage('Contact', 'ContactPage'));
jest.mock('./features/inercise/DiscoverPage', () => mockPage('Discover', 'DiscoverPage'));
jest.mock('./features/atlas/ExerciseAtlasPage', () => mockPage('Atlas', 'ExerciseAtlasPage'));
jest.mock('./features/application/ApplicationPage', () => mockPage('Application', 'ApplicationPage'));
jest.mock('./features/partners/PartnersPage', () => mockPage('Partners', 'PartnersPage'));
jest.mock('./features/legal/PrivacyPolicyPage', () => mockPage('Privacy policy', 'PrivacyPolicyPage'));
jest.mock('./features/legal/TermsOfSalePage', () => mockPage('Terms of sale', 'TermsOfSalePage'));
jest.mock('./features/qr/QrPage', () => mockPage('QR', 'QrPage'));

async function renderApp(url: string) {
  window.history.replaceState(null, '', url);
  // Awaited: the page's code arrives after the first render, and only an awaited act lets React pick it up.
  await act(async () => {
    renderInShop(<App />);
  });
}

/** The page each route of the table draws. */
const pageOf: Record<OwnedRoute<'mf-content'>, string> = {
  '/': 'Home page',
  '/blog': 'Blog page',
  '/article': 'Article page',
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
});
