export interface CachedLoader<T> {
  /** The value, if one arrived less than maxAgeMs ago. */
  peek(): T | undefined;
  /** The fresh value, or one shared request for it. A failed request is not kept. */
  get(): Promise<T>;
  /** Takes a value fetched elsewhere (the server's first screen) as if it had just arrived. */
  prime(data: T): void;
  forget(): void;
}

/**
 * Read-mostly data (the catalogue, the published articles) fetched once and shared by the pages and fragments of a
 * bundle, so going from the shop to a product and back shows at once; after maxAgeMs the next reader fetches it
 * again. When that fetch fails (the API is down), a value younger than staleMs is used meanwhile: the shop keeps
 * showing the catalogue it last had (prices are checked again when an order is placed) instead of an error.
 * One instance per module that creates it: each bundle (and the server drawing its first screens) keeps its own.
 */
export function cachedLoader<T>(load: () => Promise<T>, maxAgeMs: number, staleMs = maxAgeMs * 10): CachedLoader<T> {
  let value: { data: T; at: number } | null = null;
  let inFlight: Promise<T> | null = null;
  const peek = () => (value && Date.now() - value.at < maxAgeMs ? value.data : undefined);
  return {
    peek,
    get() {
      const fresh = peek();
      if (fresh !== undefined) return Promise.resolve(fresh);
      if (!inFlight) {
        const request = load().then(
          (data) => {
            value = { data, at: Date.now() };
            if (inFlight === request) inFlight = null;
            return data;
          },
          (error: unknown) => {
            if (inFlight === request) inFlight = null;
            if (value && Date.now() - value.at < staleMs) return value.data;
            throw error;
          },
        );
        inFlight = request;
      }
      return inFlight;
    },
    prime(data) {
      value = { data, at: Date.now() };
    },
    forget() {
      value = null;
      inFlight = null;
    },
  };
}
