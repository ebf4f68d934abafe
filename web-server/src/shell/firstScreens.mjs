// Asking the route owners for a page's first screen and the fragments in it, timed and within the page's limit.

/**
 * @param {object} options
 * @param {import('./shellMetrics.mjs').ShellMetrics} options.metrics
 * @param {import('pino').Logger} options.logger
 */
export function createFirstScreens(options) {
  /**
   * One answer of a remote's `/first-screen`: JSON, or null (nothing to draw, too slow, failed).
   * @param {URL} target
   * @param {string} remote
   * @param {Record<string, string>} about what to log should it fail
   * @param {AbortSignal} deadline the page's: its first screen and the fragments in it share one time limit
   */
  const askRemote = async (target, remote, about, deadline) => {
    const stop = options.metrics.firstScreenDuration.startTimer({ remote });
    try {
      const response = await fetch(target, { signal: deadline });
      const screen = response.status === 200 ? await response.json() : null;
      stop({ outcome: screen ? 'drawn' : 'none' });
      return screen;
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      stop({ outcome: timedOut ? 'timeout' : 'error' });
      if (timedOut) options.metrics.firstScreenTimeouts.inc({ remote });
      const message = 'fragment' in about ? 'fragment left to the browser' : 'page sent without its first screen';
      options.logger.warn({ remote, ...about, reason: error instanceof Error ? error.message : String(error) }, message);
      return null;
    }
  };

  return {
    /**
     * The route owner's first screen, drawn by the release the shopper gets, at the address of its manifest like
     * any remote deployed elsewhere.
     * @param {string | undefined} manifest
     * @param {string} remote
     * @param {string} path
     * @param {string} language
     * @param {string | undefined} origin the shop's public origin, for the absolute URLs the page names
     * @param {AbortSignal} deadline
     */
    firstScreen(manifest, remote, path, language, origin, deadline) {
      if (!manifest) return Promise.resolve(null);
      const target = new URL('first-screen', manifest);
      target.search = new URLSearchParams({ path, lang: language, ...(origin ? { origin } : {}) }).toString();
      return askRemote(target, remote, { path }, deadline);
    },
    /**
     * One of a remote's fragments that a first screen holds (the home page's product teasers), from the same
     * release and address as its first screens.
     * @param {string | undefined} manifest
     * @param {string} remote
     * @param {string} fragment
     * @param {Record<string, unknown>} props
     * @param {string} language
     * @param {string} origin
     * @param {AbortSignal} deadline
     */
    fragment(manifest, remote, fragment, props, language, origin, deadline) {
      if (!manifest) return Promise.resolve(null);
      const target = new URL('first-screen', manifest);
      target.search = new URLSearchParams({ fragment, props: JSON.stringify(props), lang: language, origin }).toString();
      return askRemote(target, remote, { fragment }, deadline);
    },
  };
}

/** @typedef {ReturnType<typeof createFirstScreens>} FirstScreens */
