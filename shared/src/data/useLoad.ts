import { useEffect, useEffectEvent, useRef, useState } from 'react';

/**
 * The one way a component loads data. It runs on the first view of every page, so it is a few lines of our own
 * rather than TanStack Query: that would add about 12 KB gzipped to a first view that is about 100 bytes under its
 * 200 KB budget (docs/decisions/0011-one-data-loading-hook.md).
 */

/** What a loader depends on: an id, a session token. Compared by value, so the caller never has to memoise. */
export type LoadInput = string | number | boolean | null;

/** One call for the data. It receives a signal that aborts when the answer is no longer wanted. */
export type Loader<T> = (signal: AbortSignal) => Promise<T>;

export type LoadState<T> =
  | { status: 'idle'; data?: undefined; error?: undefined }
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'ready'; data: T; error?: undefined }
  | { status: 'failed'; data?: undefined; error: unknown };

export type Loaded<T> = LoadState<T> & { retry: () => void };

// Constants, so setting a state the component already shows renders nothing again.
const IDLE = { status: 'idle' } as const;
const LOADING = { status: 'loading' } as const;

function stateBeforeCall<T>(load: Loader<T> | null, peek: (() => T | undefined) | undefined): LoadState<T> {
  if (!load) return IDLE;
  const known = peek?.();
  return known === undefined ? LOADING : { status: 'ready', data: known };
}

/**
 * Calls `load` when it is first shown, when `inputs` change and on `retry()`; the call before is aborted and its
 * answer dropped, as is any answer after unmount. `load` null means there is nothing to ask yet (no session):
 * the state is `idle`. `peek` may answer at once from data already on the page (the first screen's handoff, a
 * cache): then the page shows without a loading state and no call is made.
 */
export function useLoad<T>(load: Loader<T> | null, inputs: readonly LoadInput[], peek?: () => T | undefined): Loaded<T> {
  const [state, setState] = useState<LoadState<T>>(() => stateBeforeCall(load, peek));
  const [attempt, setAttempt] = useState(0);
  const ran = useRef(false);

  // An effect event sees this render's `load` and `peek` without being a dependency: callers pass new closures on
  // every render, and only `inputs` say when to call again.
  const start = useEffectEvent((signal: AbortSignal) => {
    // The first run keeps what the first render showed (peeked data stays without a second look); later runs
    // (new inputs, retry) look again.
    const next = ran.current ? stateBeforeCall(load, peek) : state;
    ran.current = true;
    setState(next);
    if (next.status !== 'loading' || !load) return;
    load(signal).then(
      (data) => {
        if (!signal.aborted) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (!signal.aborted) setState({ status: 'failed', error });
      },
    );
  });

  const asked = load !== null;
  const key = JSON.stringify(inputs);
  useEffect(() => {
    const controller = new AbortController();
    start(controller.signal);
    return () => controller.abort();
  }, [asked, key, attempt]);

  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
