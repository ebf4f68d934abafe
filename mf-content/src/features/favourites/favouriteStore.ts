import { fetchFavouriteIds, setFavourite } from './favouriteCalls';

/** What the page knows of the customer's favourites: the ids for the token they were read with. */
interface Known {
  token: string;
  ids: ReadonlySet<number>;
}

let known: Known | null = null;
let loading: string | null = null;
const listeners = new Set<() => void>();

const changed = (next: Known | null) => {
  known = next;
  for (const listener of listeners) listener();
};

export const subscribeFavourites = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The favourite ids read with this token, or null while they are not known. */
export function favouriteIdsFor(token: string | null): ReadonlySet<number> | null {
  return token !== null && known?.token === token ? known.ids : null;
}

/**
 * Asks for the customer's favourites when a page with hearts opens (they may have changed in the account meanwhile);
 * the hearts a page draws together share one call, and the ids known before stay shown until it answers.
 */
export function loadFavourites(token: string): void {
  if (loading === token) return;
  loading = token;
  fetchFavouriteIds(token).then(
    (ids) => {
      if (loading !== token) return;
      loading = null;
      changed({ token, ids: new Set(ids) });
    },
    // Unknown favourites show no heart rather than a wrong one; the next page asks again.
    () => {
      if (loading === token) loading = null;
    },
  );
}

/** Marks or unmarks an article at once and asks the API; a refusal puts the heart back as it was, and rethrows. */
export async function toggleFavourite(token: string, articleId: number, favourite: boolean): Promise<void> {
  const before = known?.token === token ? known.ids : new Set<number>();
  const optimistic = new Set(before);
  if (favourite) optimistic.add(articleId);
  else optimistic.delete(articleId);
  changed({ token, ids: optimistic });
  try {
    await setFavourite(token, articleId, favourite);
  } catch (error) {
    changed({ token, ids: before });
    throw error;
  }
}

/** For tests: forget what an earlier test read. */
export const forgetFavourites = (): void => {
  loading = null;
  changed(null);
};
