import type { Storage } from 'redux-persist';
import { memoryStorage } from './makeStore';

/** window.localStorage behind redux-persist's async interface; a blocked storage (privacy mode) falls back to memory. */
export function localStorageAdapter(): Storage {
  try {
    const probe = '__inercise_probe__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
  } catch {
    return memoryStorage();
  }
  return {
    getItem: async (key: string) => window.localStorage.getItem(key),
    setItem: async (key: string, value: string) => {
      try {
        window.localStorage.setItem(key, value);
      } catch {
        // Quota exceeded: the state still lives in memory for this visit.
      }
    },
    removeItem: async (key: string) => window.localStorage.removeItem(key),
  };
}
