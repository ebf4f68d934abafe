import type { CurrencyName, Language } from '../i18n/languages';

/** Every event that crosses a team boundary, with its payload. A wrong name or payload does not compile. */
export interface BusEvents {
  'page:view': { path: string; language: Language };
  'cart:itemAdded': { productId: number; quantity: number };
  'cart:openMiniCart': Record<string, never>;
  'auth:loggedIn': { email: string };
  'auth:loggedOut': Record<string, never>;
  'language:changed': { language: Language };
  /** The texts of the language the path asked for could not be downloaded: the page stays in its language. */
  'language:failed': { language: Language };
  'currency:changed': { currency: CurrencyName };
}

export type BusEventName = keyof BusEvents;
type Handler<K extends BusEventName> = (payload: BusEvents[K]) => void;

export interface EventBus {
  emit<K extends BusEventName>(name: K, payload: BusEvents[K]): void;
  on<K extends BusEventName>(name: K, handler: Handler<K>): () => void;
}

export function createEventBus(): EventBus {
  const handlers = new Map<BusEventName, Set<Handler<BusEventName>>>();
  return {
    emit(name, payload) {
      // Copy first: a handler may unsubscribe while we iterate.
      for (const handler of [...(handlers.get(name) ?? [])]) {
        try {
          (handler as Handler<typeof name>)(payload);
        } catch (error) {
          // One team's broken listener must not stop the others from hearing the event.
          console.error(`event bus: handler of ${name} failed`, error);
        }
      }
    },
    on(name, handler) {
      const set = handlers.get(name) ?? new Set();
      set.add(handler as Handler<BusEventName>);
      handlers.set(name, set);
      return () => set.delete(handler as Handler<BusEventName>);
    },
  };
}

/** The page's one bus: @inercise/shared is a federation singleton, so every bundle gets this same object. */
export const eventBus: EventBus = createEventBus();
