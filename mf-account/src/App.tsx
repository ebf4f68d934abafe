import { lazy, Suspense, type ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from '@inercise/shared/router';
import { languageVariants, routeOwners, type OwnedRoute } from '@inercise/shared';
import { LoginPage } from './features/login/LoginPage';
import { RegisterPage } from './features/register/RegisterPage';
import { ActivatePage } from './features/activate/ActivatePage';
import { ResetPasswordPage } from './features/resetPassword/ResetPasswordPage';
import { OrdersPage } from './features/orders/OrdersPage';
import { DeleteAccountPage } from './features/deleteAccount/DeleteAccountPage';
import { FavouriteArticlesPage } from './features/favourites/FavouriteArticlesPage';
import { DevicesPage } from './features/devices/DevicesPage';

// The profile (its form, picture upload and texts' use) downloads when a customer opens it, never with the other pages.
const LazyProfilePage = lazy(async () => ({ default: (await import('./features/profile/ProfilePage')).ProfilePage }));
function ProfilePage() {
  return (
    <Suspense fallback={null}>
      <LazyProfilePage />
    </Suspense>
  );
}

// "My courses" downloads when a customer opens it.
const LazyCoursesPage = lazy(async () => ({ default: (await import('./features/courses/CoursesPage')).CoursesPage }));
function CoursesPage() {
  return (
    <Suspense fallback={null}>
      <LazyCoursesPage />
    </Suspense>
  );
}

/** The page of each route the shell gives this team (routeOwners): a route added there without a page here does not compile. */
const accountPages: Record<OwnedRoute<'mf-account'>, ComponentType> = {
  '/login': LoginPage,
  '/register-user': RegisterPage,
  '/activate-account': ActivatePage,
  '/reset-password': ResetPasswordPage,
  '/user-order': OrdersPage,
  '/profile/edit': DeleteAccountPage,
  '/profile/favourite-articles': FavouriteArticlesPage,
  '/profile/devices': DevicesPage,
  '/profile/courses': CoursesPage,
  '/profile': ProfilePage,
};

/** This team's routes, each bare and under /pl and /en; no catch-all, so single-spa decides who owns a path. */
export function App() {
  return (
    <BrowserRouter>
      <Routes>
        {routeOwners['mf-account'].flatMap((route) => {
          const Page = accountPages[route];
          return languageVariants(route).map((path) => <Route key={path} path={path} element={<Page />} />);
        })}
      </Routes>
    </BrowserRouter>
  );
}
