import { useEffect } from 'react';
import {
  reloadCart,
  selectAccessToken,
  syncCartAfterLogin,
  useAppDispatch,
  useAppSelector,
  useAppStore,
} from '@inercise/shared';

/**
 * Keeps a logged-in shopper's cart in step with the server, from the header (so on every page):
 * right after login (local cart id still null) the guest cart is merged or the server cart fetched;
 * on a page load that already has a server cart, it is reloaded once, so a cart emptied by an order or
 * changed on another device never lingers in the persisted store.
 */
export function useServerCartSync(): void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const token = useAppSelector(selectAccessToken);
  const hasServerId = useAppSelector((state) => state.cart.id !== null);

  useEffect(() => {
    if (!token || hasServerId) return;
    dispatch(syncCartAfterLogin()).catch(() => {
      // The guest lines stay local; the next page load or login tries again.
    });
  }, [dispatch, token, hasServerId]);

  useEffect(() => {
    // Once per token (page load or login), read at that moment: not on every cart change.
    if (!token || store.getState().cart.id === null) return;
    dispatch(reloadCart()).catch(() => {
      // A stale cart is still a cart; an expired session is the token check's business.
    });
  }, [dispatch, store, token]);
}
