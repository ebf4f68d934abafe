import { refreshToken } from '@inercise/contracts/routes/sessions';
import { setSessionRenewal } from '../api/apiClient';
import { ApiError } from '../api/apiError';
import { callEndpoint } from '../api/callEndpoint';
import { getStore } from '../store/appStore';
import { loggedIn } from '../store/authSlice';
import { logOut } from '../store/logOut';

/** The token is renewed this long before it expires, so a call never has to wait for it. */
const RENEW_EARLY_SECONDS = 60;

let pending: Promise<string | null> | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;

/** Renews the access token shortly before it expires (`expiresIn` seconds from now), then again after each renewal. */
export function keepSessionFresh(expiresIn: number): void {
  if (timer !== null) clearTimeout(timer);
  timer = setTimeout(
    () => {
      timer = null;
      void refreshSession();
    },
    Math.max(expiresIn - RENEW_EARLY_SECONDS, 5) * 1000,
  );
}

/** Stops renewing (at logout). */
export function stopSessionRenewal(): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
}

/**
 * A new access token for the shopper's session, from the API's HttpOnly refresh cookie (POST /users/refresh), put in
 * the store; null when there is none. One renewal at a time per page: concurrent callers share it. The API refusing
 * it (the session ended: logout elsewhere, a password reset, the cookie gone) logs the shopper out here, cart included
 * (docs/product-rules.md#accounts); an unreachable API is no verdict and changes nothing.
 */
export function refreshSession(): Promise<string | null> {
  pending ??= renew().finally(() => {
    pending = null;
  });
  return pending;
}

async function renew(): Promise<string | null> {
  const store = getStore();
  const { email } = store.getState().auth;
  // A guest has no session to renew (and nothing to log out of).
  if (email === null) return null;
  try {
    // Every answer rotates the refresh cookie: a page left while it travels (a link followed at once, on a slow
    // device) would otherwise lose the new cookie, and the old one sent again later ends the session as a reuse.
    const data = await callEndpoint(refreshToken, { withCredentials: true, renewOnUnauthorized: false, keepalive: true });
    // Logged out (or in as someone else) while the answer travelled: that later decision stands.
    if (store.getState().auth.email !== email) return null;
    store.dispatch(loggedIn({ accessToken: data.access_token, email }));
    keepSessionFresh(data.expiresIn);
    return data.access_token;
  } catch (error) {
    // No answer, a 5xx or the rate limit (429) say nothing about the session.
    const refused = error instanceof ApiError && error.status !== 0 && error.status !== 429 && error.status < 500;
    if (refused && store.getState().auth.email === email) {
      stopSessionRenewal();
      logOut(store.dispatch);
    }
    return null;
  }
}

setSessionRenewal(refreshSession);
