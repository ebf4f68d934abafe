import { memoryStorage } from './makeStore';
import type { PersistStorage } from './persistence';

/**
 * The browser's localStorage (kept across visits) or sessionStorage (this visit only) behind the persistence's async
 * interface; a blocked storage (privacy mode) falls back to memory.
 */
export function webStorageAdapter(kind: 'localStorage' | 'sessionStorage'): PersistStorage {
  let web: globalThis.Storage;
  try {
    web = window[kind];
    const probe = '__inercise_probe__';
    web.setItem(probe, probe);
    web.removeItem(probe);
  } catch {
    return memoryStorage();
  }
  return {
    getItem: async (key: string) => web.getItem(key),
    setItem: async (key: string, value: string) => {
      try {
        web.setItem(key, value);
      } catch {
        // Quota exceeded: the state still lives in memory for this visit.
      }
    },
    removeItem: async (key: string) => web.removeItem(key),
  };
}
