// Who sells (the API's GET /seller), for the footer every page draws: asked once a minute, not for every page.

/** How long the seller is kept before the API is asked again (it changes only when the API is reconfigured). */
const SELLER_CACHE_MS = 60_000;

/**
 * @param timeoutMs how long one question to the API may take
 */
export function createSellerSource(timeoutMs: number) {
  let kept: { at: number; apiUrl: string; seller: Promise<unknown> } | null = null;
  /** The last answer, used while the API cannot be asked: a footer naming the seller beats one that does not. */
  let lastGood: { apiUrl: string; seller: unknown } | null = null;
  return {
    /**
     * The API's answer (checked by the shell's composer), or null when there is none yet.
     */
    async current(apiUrl: string): Promise<unknown> {
      if (!kept || kept.apiUrl !== apiUrl || Date.now() - kept.at >= SELLER_CACHE_MS) {
        const seller = fetch(new URL('/seller', apiUrl), { signal: AbortSignal.timeout(timeoutMs) }).then((response) => {
          if (!response.ok) throw new Error(`the API answered ${response.status}`);
          return response.json();
        });
        const entry = { at: Date.now(), apiUrl, seller };
        kept = entry;
        seller.then(
          (value) => {
            lastGood = { apiUrl, seller: value };
          },
          () => {
            // A failed answer is not kept: the next page asks again.
            if (kept === entry) kept = null;
          },
        );
      }
      try {
        return await kept.seller;
      } catch {
        return lastGood?.apiUrl === apiUrl ? lastGood.seller : null;
      }
    },
  };
}
