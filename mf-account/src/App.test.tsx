import { render, screen } from '@testing-library/react';
import type { OwnedRoute } from '@inercise/shared';
import { mockPage, ownedRouteUrls, renderAtUrl } from '@inercise/shared/testing';
import { App } from './App';

// Each page stands in as a heading with its name: the test is about which page each route draws.
jest.mock('./features/login/LoginPage', () => mockPage('LoginPage', 'Login'));
jest.mock('./features/register/RegisterPage', () => mockPage('RegisterPage', 'Register'));
jest.mock('./features/activate/ActivatePage', () => mockPage('ActivatePage', 'Activate'));
jest.mock('./features/resetPassword/ResetPasswordPage', () => mockPage('ResetPasswordPage', 'Reset password'));
jest.mock('./features/orders/OrdersPage', () => mockPage('OrdersPage', 'Orders'));
jest.mock('./features/deleteAccount/DeleteAccountPage', () => mockPage('DeleteAccountPage', 'Delete account'));
jest.mock('./features/favourites/FavouriteArticlesPage', () => mockPage('FavouriteArticlesPage', 'Favourite articles'));
jest.mock('./features/devices/DevicesPage', () => mockPage('DevicesPage', 'Devices'));
jest.mock('./features/courses/CoursesPage', () => mockPage('CoursesPage', 'Courses'));
jest.mock('./features/profile/ProfilePage', () => mockPage('ProfilePage', 'Profile'));

const pageOf: Record<OwnedRoute<'mf-account'>, string> = {
  '/login': 'Login page',
  '/register-user': 'Register page',
  '/activate-account': 'Activate page',
  '/reset-password': 'Reset password page',
  '/user-order': 'Orders page',
  '/profile/edit': 'Delete account page',
  '/profile/favourite-articles': 'Favourite articles page',
  '/profile/devices': 'Devices page',
  '/profile/courses': 'Courses page',
  '/profile': 'Profile page',
};

describe('the account application', () => {
  it.each(ownedRouteUrls('mf-account'))('draws its page at $url, a route routeOwners gives this team', async ({ route, url }) => {
    window.history.replaceState(null, '', url);
    render(<App />);
    // The profile page arrives in its own chunk: waited for like any page.
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(pageOf[route]);
  });

  it('draws nothing at a route it does not own: single-spa unmounts it there', () => {
    expect(renderAtUrl(<App />, '/en/cart')).toBeEmptyDOMElement();
  });
});
