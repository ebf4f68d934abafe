import type { Reducer, Store, UnknownAction } from '@reduxjs/toolkit';

/**
 * What the persisted slices are kept in: the browser's localStorage or sessionStorage behind an asynchronous face
 * (webStorageAdapter), or memory. Asynchronous, so a storage that never answers cannot hold the page up.
 */
export interface PersistStorage {
  getItem(key: string): Promise<string | null>;
  setItem(key: string, value: string): Promise<void>;
  removeItem(key: string): Promise<void>;
}

/** The persisted state storage timeout (docs/architecture.md#the-store). */
export const PERSIST_TIMEOUT_MS = 5000;

/**
 * The action that hands a slice its stored state back. Its name is the one the shop's earlier persistence library
 * used, so tests and bundles that restore a slice by dispatching it keep working.
 */
export const REHYDRATE = 'persist/REHYDRATE';

/** The stored format's version: 2 is `{"version":2,"state":{...}}`; earlier builds wrote version 1 (see readStored). */
const FORMAT_VERSION = 2;

interface Rehydrate {
  type: typeof REHYDRATE;
  key: string;
  payload?: unknown;
}

const isRehydrate = (action: UnknownAction): action is UnknownAction & Rehydrate => action.type === REHYDRATE && typeof action.key === 'string';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A stored slice, in either format: today's `{"version":2,"state":{...}}`, or the one shoppers' browsers kept until
 * now (version 1), where every field of the slice is JSON in a string of its own beside a `_persist` record. Anything
 * else (not JSON, another site's data) reads as nothing.
 */
export function readStored(text: string | null): Record<string, unknown> | undefined {
  if (text === null) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(parsed)) return undefined;
  if (parsed.version === FORMAT_VERSION) return isRecord(parsed.state) ? parsed.state : undefined;
  if (!('_persist' in parsed)) return undefined;
  const state: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(parsed)) {
    if (name === '_persist') continue;
    if (typeof field !== 'string') return undefined;
    try {
      state[name] = JSON.parse(field);
    } catch {
      return undefined;
    }
  }
  return state;
}

export interface PersistedSlice {
  /** `inercise:<name>`: the REHYDRATE action's key; stored under `persist:` and it, as it has always been. */
  key: string;
  /** The slice's name in the root state. */
  name: string;
  storage: PersistStorage;
  /** Whether stored data has the slice's shape: anything else is dropped, the slice starts from its initial state. */
  isValid: (value: unknown) => boolean;
  /** Of a slice kept in part, the fields kept (an older build kept more: only these come back). */
  kept?: readonly string[];
}

/** The part of a slice's state that is stored. */
function storedPart(state: Record<string, unknown>, kept: readonly string[] | undefined): Record<string, unknown> {
  return kept ? Object.fromEntries(Object.entries(state).filter(([name]) => kept.includes(name))) : state;
}

/**
 * The slice's reducer, taking a stored state back on REHYDRATE: its fields replace the slice's own, one by one (what
 * was read from storage has been checked and trimmed to the kept fields by then: see persistStore).
 */
export function persistedReducer<S>(slice: Pick<PersistedSlice, 'key'>, reducer: Reducer<S>): Reducer<S> {
  return (state, action) => {
    const next = reducer(state, action);
    if (!isRehydrate(action) || action.key !== slice.key || !isRecord(action.payload)) return next;
    return { ...(next as Record<string, unknown>), ...action.payload } as S;
  };
}

const storageKey = (slice: PersistedSlice): string => `persist:${slice.key}`;

export interface Persistor {
  /** Whether every slice has been read back (or given up on after the timeout). */
  isReady(): boolean;
  /** Resolves once it is. */
  ready: Promise<void>;
  /** Writes what has not been written yet. */
  flush(): Promise<void>;
}

/**
 * Reads each slice back into the store, then writes a slice whenever it changes (once per task, only its kept
 * fields, in today's format). Nothing is written before the slice is read back, so a slow storage is never
 * overwritten with a fresh state; a storage silent for PERSIST_TIMEOUT_MS is given up on and the page starts clean.
 */
export function persistStore(store: Store, slices: readonly PersistedSlice[]): Persistor {
  let ready = false;
  let timedOut = false;
  const sliceState = (slice: PersistedSlice): unknown => (store.getState() as Record<string, unknown>)[slice.name];
  const written = new Map<string, unknown>();
  const pending = new Set<string>();
  let scheduled: Promise<void> | null = null;

  const write = async (slice: PersistedSlice): Promise<void> => {
    const state = sliceState(slice);
    if (!isRecord(state) || written.get(slice.key) === state) return;
    written.set(slice.key, state);
    await slice.storage.setItem(storageKey(slice), JSON.stringify({ version: FORMAT_VERSION, state: storedPart(state, slice.kept) }));
  };
  const flush = async (): Promise<void> => {
    const due = slices.filter((slice) => pending.has(slice.key));
    pending.clear();
    await Promise.all(due.map(write));
  };
  const schedule = () => {
    if (!ready) return;
    for (const slice of slices) if (written.get(slice.key) !== sliceState(slice)) pending.add(slice.key);
    if (pending.size === 0 || scheduled) return;
    scheduled = new Promise<void>((resolve) => setTimeout(resolve, 0)).then(() => {
      scheduled = null;
      return flush();
    });
  };

  const readOne = async (slice: PersistedSlice): Promise<void> => {
    const stored = readStored(await slice.storage.getItem(storageKey(slice)).catch(() => null));
    // Anything of the wrong shape (foreign or corrupt data) is dropped: the slice starts from its initial state. An
    // answer after the timeout comes too late: the page has started without it.
    if (stored === undefined || !slice.isValid(stored) || timedOut) return;
    store.dispatch({ type: REHYDRATE, key: slice.key, payload: storedPart(stored, slice.kept) });
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      timedOut = true;
      resolve();
    }, PERSIST_TIMEOUT_MS);
  });
  const readAll = Promise.all(slices.map(readOne)).then(() => clearTimeout(timer));
  const started = Promise.race([readAll, timeout]).then(() => {
    ready = true;
    // What was read back is now the stored state in today's format: an older build's record is rewritten once.
    for (const slice of slices) pending.add(slice.key);
    return flush();
  });
  store.subscribe(schedule);

  return {
    isReady: () => ready,
    ready: started.catch(() => undefined),
    flush: async () => {
      if (!ready) return;
      await scheduled;
      schedule();
      await flush();
    },
  };
}
