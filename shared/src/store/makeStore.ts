import { combineSlices, configureStore, type Reducer, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { authReducer } from './authSlice';
import { cartReducer } from './cartSlice';
import { currencyReducer } from './currencySlice';
import { isAuthShape, isCartShape, isCurrencyShape } from './persistedShape';
import { persistedReducer, persistStore, type PersistedSlice, type Persistor, type PersistStorage } from './persistence';

export { PERSIST_TIMEOUT_MS, REHYDRATE } from './persistence';
export type { PersistStorage, Persistor } from './persistence';

/** A slice kept in storage under `persist:inercise:<name>`, the key it has always had. */
function persisted<S>(name: string, reducer: Reducer<S>, storage: PersistStorage, isValid: (v: unknown) => boolean, kept?: (keyof S & string)[]) {
  const slice: PersistedSlice = { key: `inercise:${name}`, name, storage, isValid, ...(kept ? { kept } : {}) };
  return { slice, reducer: persistedReducer(slice, reducer) };
}

/**
 * `storage` keeps the cart and the e-mail of a logged-in shopper across visits (never the access token, which lives
 * in memory: docs/decisions/0024-server-sessions.md); `visitStorage` keeps the currency the shopper chose for
 * this visit only (docs/product-rules.md#languages-and-currency): the next visit starts from the language's currency.
 */
function persistedSlices(storage: PersistStorage, visitStorage: PersistStorage) {
  return {
    auth: persisted('auth', authReducer, storage, isAuthShape, ['email']),
    cart: persisted('cart', cartReducer, storage, isCartShape),
    currency: persisted('currency', currencyReducer, visitStorage, isCurrencyShape),
  };
}

function rootReducerOf(slices: ReturnType<typeof persistedSlices>) {
  return combineSlices({ auth: slices.auth.reducer, cart: slices.cart.reducer, currency: slices.currency.reducer });
}

export function makeRootReducer(storage: PersistStorage, visitStorage: PersistStorage = storage) {
  return rootReducerOf(persistedSlices(storage, visitStorage));
}

/** A store that forgets everything: for tests and for pages where localStorage is unavailable. */
export function memoryStorage(): PersistStorage {
  const data = new Map<string, string>();
  return {
    getItem: async (key: string) => data.get(key) ?? null,
    setItem: async (key: string, value: string) => {
      data.set(key, value);
    },
    removeItem: async (key: string) => {
      data.delete(key);
    },
  };
}

function storeOf(rootReducer: ReturnType<typeof makeRootReducer>) {
  return configureStore({ reducer: rootReducer });
}

export function makeStore(options: { storage?: PersistStorage; visitStorage?: PersistStorage } = {}) {
  const storage = options.storage ?? memoryStorage();
  const slices = persistedSlices(storage, options.visitStorage ?? storage);
  const rootReducer = rootReducerOf(slices);
  const store = storeOf(rootReducer);
  const persistor: Persistor = persistStore(store, [slices.auth.slice, slices.cart.slice, slices.currency.slice]);
  return { store, persistor, rootReducer };
}

/**
 * The same store without persistence: nothing is read or written and no timer is left running. For the server's
 * first screens, which render once from a fresh state (a shopper's stored state is the browser's business).
 */
export function makeStaticStore(): AppStore {
  return storeOf(makeRootReducer(memoryStorage()));
}

/** Resolves once the persistor has read its storage back (or given up on it after the timeout). */
export function persistorReady(persistor: Persistor): Promise<void> {
  return persistor.ready;
}

export type StoreBundle = ReturnType<typeof makeStore>;
export type AppStore = StoreBundle['store'];
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
/** A thunk of the page's store: what every team's cart or session action is typed as. */
export type AppThunk<R = Promise<void>> = ThunkAction<R, RootState, unknown, UnknownAction>;
