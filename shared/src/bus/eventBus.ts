import type { Language } from '@inercise/contracts/i18n/languages';

/**
 * Every event one part of the page tells another, with its payload. A wrong name or payload does not compile.
 * Only what is an event belongs here: what is state (the shopper, the cart, the currency, the language) is read
 * from the store or i18n. Each entry names who emits and who listens; busEventParties.test.ts checks that against
 * the source, so an event nobody emits or nobody hears cannot stay. Changing a payload incompatibly, or removing
 * an event, raises CONTRACT_MAJOR.
 */
export interface BusEvents {
  /**
   * A product went into the cart. Emitted by the cart team's `addToCart` (mf-cart-checkout's cart actions, called
   * by mf-catalog's product page); heard by the shell's header, which opens the mini cart.
   */
  'cart:itemAdded': { productId: number; quantity: number };
  /**
   * A shopper has just logged in: the token is in the store's auth state. Emitted by mf-account's login; heard by
   * mf-cart-checkout's cart session, which fetches the shopper's server cart or merges the guest cart into it.
   */
  'auth:loggedIn': { email: string };
  /**
   * The texts of the language the path asked for could not be downloaded: the page stays in its language.
   * Emitted by the shell's route watcher; heard by the shell's language switch, which shows the error.
   */
  'language:failed': { language: Language };
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
