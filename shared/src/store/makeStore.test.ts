import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedIn } from './authSlice';
import { currencyChosen } from './currencySlice';
import { makeStore, memoryStorage, PERSIST_TIMEOUT_MS, persistorReady, type PersistStorage } from './makeStore';

describe('makeStore', () => {
  it('persists the e-mail of the session (never its access token) and the currency, and a fresh store reads them back', async () => {
    const storage = memoryStorage();
    const first = makeStore({ storage });
    await persistorReady(first.persistor);
    first.store.dispatch(loggedIn({ accessToken: 'jwt', email: 'anna@example.com' }));
    first.store.dispatch(currencyChosen('EUR'));
    await first.persistor.flush();
    expect(await storage.getItem('persist:inercise:auth')).toContain('anna@example.com');
    expect(await storage.getItem('persist:inercise:auth')).not.toContain('jwt');

    const second = makeStore({ storage });
    await persistorReady(second.persistor);
    expect(second.store.getState().auth).toMatchObject({ accessToken: null, email: 'anna@example.com', user: null });
    expect(second.store.getState().currency.selected).toBe('EUR');
  });

  it('drops an access token an older build stored: only the e-mail comes back', async () => {
    const storage = memoryStorage();
    await storage.setItem('persist:inercise:auth', JSON.stringify({ accessToken: '"old-jwt"', email: '"anna@example.com"', user: 'null', _persist: '{"version":1}' }));
    const { store, persistor } = makeStore({ storage });
    await persistorReady(persistor);
    expect(store.getState().auth).toMatchObject({ accessToken: null, email: 'anna@example.com' });
    await persistor.flush();
    expect(await storage.getItem('persist:inercise:auth')).not.toContain('old-jwt');
  });

  it('keeps the chosen currency in the visit storage: a later visit (another visit storage) starts from the default', async () => {
    const storage = memoryStorage();
    const visit = memoryStorage();
    const first = makeStore({ storage, visitStorage: visit });
    await persistorReady(first.persistor);
    first.store.dispatch(loggedIn({ accessToken: 'jwt', email: 'anna@example.com' }));
    first.store.dispatch(currencyChosen('EUR'));
    await first.persistor.flush();
    expect(await storage.getItem('persist:inercise:currency')).toBeNull();

    const sameVisit = makeStore({ storage, visitStorage: visit });
    await persistorReady(sameVisit.persistor);
    expect(sameVisit.store.getState().currency).toMatchObject({ selected: 'EUR', chosenByUser: true });

    const nextVisit = makeStore({ storage, visitStorage: memoryStorage() });
    await persistorReady(nextVisit.persistor);
    expect(nextVisit.store.getState().auth.email).toBe('anna@example.com');
    expect(nextVisit.store.getState().currency).toMatchObject({ selected: 'PLN', chosenByUser: false });
  });

  it('drops stored state of a foreign shape: the slice starts from its initial state', async () => {
    const storage = memoryStorage();
    await storage.setItem('persist:inercise:currency', JSON.stringify({ selected: '"BTC"', list: '7', _persist: '{"version":1}' }));
    const { store, persistor } = makeStore({ storage });
    await persistorReady(persistor);
    expect(store.getState().currency).toMatchObject({ list: [], selected: 'PLN', chosenByUser: false });
  });

  it('gives up on a storage that never answers after the persist timeout and starts clean', async () => {
    jest.useFakeTimers();
    try {
      const silent: PersistStorage = { getItem: () => new Promise(() => undefined), setItem: async () => undefined, removeItem: async () => undefined };
      const { store, persistor } = makeStore({ storage: silent });
      jest.advanceTimersByTime(PERSIST_TIMEOUT_MS - 100);
      await Promise.resolve();
      expect(persistor.isReady()).toBe(false);
      jest.advanceTimersByTime(200);
      await persistor.ready;
      expect(persistor.isReady()).toBe(true);
      expect(store.getState().auth.accessToken).toBeNull();
    } finally {
      jest.useRealTimers();
    }
    expect(PERSIST_TIMEOUT_MS).toBe(5000);
  });

  it('lets a bundle inject a slice of its own later, kept out of the persisted storage', async () => {
    const storage = memoryStorage();
    const { store, persistor, rootReducer } = makeStore({ storage });
    await persistorReady(persistor);
    const notes = createSlice({
      name: 'notes',
      initialState: { text: '' },
      reducers: { noted: (state, action: PayloadAction<string>) => ({ ...state, text: action.payload }) },
    });
    rootReducer.inject(notes);
    store.dispatch(notes.actions.noted('Bring the strap'));
    // The page's one store takes the new slice at once: no new store, no replaced reducer.
    expect((store.getState() as unknown as { notes: { text: string } }).notes.text).toBe('Bring the strap');
    expect(store.getState().auth.accessToken).toBeNull();
    await persistor.flush();
    expect(await storage.getItem('persist:inercise:notes')).toBeNull();
  });
});
