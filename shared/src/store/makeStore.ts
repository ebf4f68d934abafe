import { combineSlices, configureStore, type Reducer, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  persistReducer,
  persistStore,
  PURGE,
  REGISTER,
  REHYDRATE,
  type PersistConfig,
  type Persistor,
  type Storage,
} from 'redux-persist';
import { authSlice } from './authSlice';
import { cartSlice } from './cartSlice';
import { currencySlice } from './currencySlice';
import { isAuthShape, isCartShape, isCurrencyShape } from './persistedShape';

/** The persisted state storage timeout (docs/architecture.md#the-store). */
export const PERSIST_TIMEOUT_MS = 5000;

function persisted<S>(key: string, reducer: Reducer<S>, storage: Storage, isValid: (v: unknown) => boolean, kept?: (keyof S & string)[]): Reducer<S> {
  const config: PersistConfig<S> = {
    key: `inercise:${key}`,
    storage,
    timeout: PERSIST_TIMEOUT_MS,
    version: 1,
    ...(kept ? { whitelist: kept } : {}),
    // Anything of the wrong shape (foreign or corrupt data) is dropped: the slice starts from its initial state. Of a
    // slice kept in part, only those parts come back (an older build kept more).
    migrate: async (state) => {
      if (!state || !isValid(state)) return undefined;
      if (!kept) return state;
      const record = state as unknown as Record<string, unknown>;
      return Object.fromEntries(Object.entries(record).filter(([name]) => name === '_persist' || (kept as string[]).includes(name))) as typeof state;
    },
  };
  return persistReducer(config, reducer) as unknown as Reducer<S>;
}

/**
 * `storage` keeps the cart and the e-mail of a logged-in shopper across visits (never the access token, which lives
 * in memory: docs/decisions/0024-server-sessions.md); `visitStorage` keeps the currency the shopper chose for
 * this visit only (docs/product-rules.md#languages-and-currency): the next visit starts from the language's currency.
 */
export function makeRootReducer(storage: Storage, visitStorage: Storage = storage) {
  return combineSlices({
    auth: persisted('auth', authSlice.reducer, storage, isAuthShape, ['email']),
    cart: persisted('cart', cartSlice.reducer, storage, isCartShape),
    currency: persisted('currency', currencySlice.reducer, visitStorage, isCurrencyShape),
  });
}

/** A store that forgets everything: for tests and for pages where localStorage is unavailable. */
export function memoryStorage(): Storage {
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
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }),
  });
}

export function makeStore(options: { storage?: Storage; visitStorage?: Storage } = {}) {
  const storage = options.storage ?? memoryStorage();
  const rootReducer = makeRootReducer(storage, options.visitStorage ?? storage);
  const store = storeOf(rootReducer);
  const persistor: Persistor = persistStore(store);
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
  return new Promise<void>((resolve) => {
    const check = () => {
      if (persistor.getState().bootstrapped) {
        unsubscribe();
        resolve();
      }
    };
    const unsubscribe = persistor.subscribe(check);
    check();
  });
}

export type StoreBundle = ReturnType<typeof makeStore>;
export type AppStore = StoreBundle['store'];
export type RootReducer = StoreBundle['rootReducer'];
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
/** A thunk of the page's store: what every team's cart or session action is typed as. */
export type AppThunk<R = Promise<void>> = ThunkAction<R, RootState, unknown, UnknownAction>;
