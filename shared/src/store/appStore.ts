import { makeStore, persistorReady, type StoreBundle } from './makeStore';
import { localStorageAdapter } from './localStorageAdapter';

let bundle: StoreBundle | null = null;
let rehydrated: Promise<void> | null = null;

/** The page's one store, created on first use (@inercise/shared is a singleton, so every bundle shares it). */
export function getStoreBundle(): StoreBundle {
  bundle ??= makeStore({ storage: localStorageAdapter() });
  return bundle;
}

export function getStore() {
  return getStoreBundle().store;
}

/** Resolves once the persisted slices are back, so no page decides "logged out" before they are. */
export function whenRehydrated(): Promise<void> {
  rehydrated ??= persistorReady(getStoreBundle().persistor);
  return rehydrated;
}
