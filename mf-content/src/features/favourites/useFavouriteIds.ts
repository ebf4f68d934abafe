import { useEffect, useSyncExternalStore } from 'react';
import { favouriteIdsFor, loadFavourites, subscribeFavourites } from './favouriteStore';

/** The customer's favourite article ids for this token (null: a guest, or not known yet). Never on the server. */
export function useFavouriteIds(token: string | null): ReadonlySet<number> | null {
  useEffect(() => {
    if (token !== null) loadFavourites(token);
  }, [token]);
  return useSyncExternalStore(
    subscribeFavourites,
    () => favouriteIdsFor(token),
    () => null,
  );
}
