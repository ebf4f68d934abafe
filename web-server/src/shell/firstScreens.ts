// Asking the route owners for a page's first screen and the fragments in it, timed and within the page's limit.
import type { ShellMetrics } from './shellMetrics.ts';
import type { Logger } from 'pino';

export function createFirstScreens(options: { metrics: ShellMetrics; logger: Logger }) {
  /**
   * One answer of a remote's `/first-screen`: JSON, or null (nothing to draw, too slow, failed).
   * @param about what to log should it fail
   * @param deadline the page's: its first screen and the fragments in it share one time limit
   */
  const askRemote = async (target: URL, remote: string, about: Record<string, string>, deadline: AbortSignal) => {
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
     * @param origin the shop's public origin, for the absolute URLs the page names
     */
    firstScreen(manifest: string | undefined, remote: string, path: string, language: string, origin: string | undefined, deadline: AbortSignal) {
      if (!manifest) return Promise.resolve(null);
      const target = new URL('first-screen', manifest);
      target.search = new URLSearchParams({ path, lang: language, ...(origin ? { origin } : {}) }).toString();
      return askRemote(target, remote, { path }, deadline);
    },
    /**
     * One of a remote's fragments that a first screen holds (the home page's product teasers), from the same
     * release and address as its first screens.
     */
    fragment(
      manifest: string | undefined,
      remote: string,
      fragment: string,
      props: Record<string, unknown>,
      language: string,
      origin: string,
      deadline: AbortSignal,
    ) {
      if (!manifest) return Promise.resolve(null);
      const target = new URL('first-screen', manifest);
      target.search = new URLSearchParams({ fragment, props: JSON.stringify(props), lang: language, origin }).toString();
      return askRemote(target, remote, { fragment }, deadline);
    },
  };
}

export type FirstScreens = ReturnType<typeof createFirstScreens>;
