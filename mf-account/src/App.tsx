import { BrowserRouter, Route, Routes } from '@inercise/shared/router';
import { languageVariants } from '@inercise/shared';
import { LoginPage } from './features/login/LoginPage';
import { RegisterPage } from './features/register/RegisterPage';
import { ActivatePage } from './features/activate/ActivatePage';
import { ResetPasswordPage } from './features/resetPassword/ResetPasswordPage';
import { OrdersPage } from './features/orders/OrdersPage';
import { DeleteAccountPage } from './features/deleteAccount/DeleteAccountPage';

/** This team's routes, each bare and under /pl and /en; no catch-all, so single-spa decides who owns a path. */
export function App() {
  return (
    <BrowserRouter>
      <Routes>
        {languageVariants('/login').map((path) => (
          <Route key={path} path={path} element={<LoginPage />} />
        ))}
        {languageVariants('/register-user').map((path) => (
          <Route key={path} path={path} element={<RegisterPage />} />
        ))}
        {languageVariants('/activate-account').map((path) => (
          <Route key={path} path={path} element={<ActivatePage />} />
        ))}
        {languageVariants('/reset-password').map((path) => (
          <Route key={path} path={path} element={<ResetPasswordPage />} />
        ))}
        {languageVariants('/user-order').map((path) => (
          <Route key={path} path={path} element={<OrdersPage />} />
        ))}
        {languageVariants('/profile/edit').map((path) => (
          <Route key={path} path={path} element={<DeleteAccountPage />} />
        ))}
      </Routes>
    </BrowserRouter>
  );
}
