import { useEffect } from 'react';
import { eventBus, selectSessionRestoring, useAppDispatch, useAppStore } from '@inercise/shared';
import { reloadCart } from '../cart/reloadCart';
import { syncCartOnLogin } from './syncCartOnLogin';

/**
 * Keeps a logged-in shopper's cart in step with the server. Run by the header's cart icon, so once on every page
 * where the cart holds a line or the shopper is logged in (the shell draws the icon then):
 * - on a page load (or when a guest with an empty cart logs in, as the icon then appears), a shopper already logged
 *   in gets the server's cart once (reloaded, so a cart emptied by an order or changed on another device never lingers
 *   in the persisted store; or synced, when a login's sync never finished);
 * - on `auth:loggedIn` (mf-account's login), the guest cart is merged into the server's or the server's is taken.
 * Logging out needs nothing here: the cart slice empties itself on `loggedOut`.
 */
export function useCartSession(): void {
  const dispatch = useAppDispatch();
  const store = useAppStore();

  useEffect(() => {
    const loadOnce = () => {
      const { auth, cart } = store.getState();
      if (!auth.accessToken) return;
      dispatch(cart.id === null ? syncCartOnLogin() : reloadCart()).catch(() => {
        // The persisted copy stays on screen; the next page load tries again.
      });
    };
    // A session kept from an earlier visit is restored at start (its token is never stored): the cart once it is.
    let stopWaiting = () => {};
    if (selectSessionRestoring(store.getState())) {
      stopWaiting = store.subscribe(() => {
        if (selectSessionRestoring(store.getState())) return;
        stopWaiting();
        loadOnce();
      });
    } else {
      loadOnce();
    }
    const stopListening = eventBus.on('auth:loggedIn', () => {
      dispatch(syncCartOnLogin()).catch(() => {
        // The guest lines stay local; the next page load merges them.
      });
    });
    return () => {
      stopWaiting();
      stopListening();
    };
  }, [dispatch, store]);
}
