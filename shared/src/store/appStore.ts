import { makeStore, persistorReady, type StoreBundle } from './makeStore';
import { webStorageAdapter } from './webStorageAdapter';

let bundle: StoreBundle | null = null;
let rehydrated: Promise<void> | null = null;

/** The page's one store, created on first use (@inercise/shared is a singleton, so every bundle shares it). */
function getStoreBundle(): StoreBundle {
  if (!bundle) {
    dropCurrencyKeptAcrossVisits();
    bundle = makeStore({ storage: webStorageAdapter('localStorage'), visitStorage: webStorageAdapter('sessionStorage') });
  }
  return bundle;
}

/** Earlier builds kept the chosen currency in localStorage, for every later visit; it now lasts one visit. */
function dropCurrencyKeptAcrossVisits(): void {
  try {
    window.localStorage.removeItem('persist:inercise:currency');
  } catch {
    // No storage, nothing kept.
  }
}

export function getStore() {
  return getStoreBundle().store;
}

/** Resolves once the persisted slices are back, so no page decides "logged out" before they are. */
export function whenRehydrated(): Promise<void> {
  rehydrated ??= persistorReady(getStoreBundle().persistor);
  return rehydrated;
}
