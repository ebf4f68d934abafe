import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';

export type AsyncState<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'success'; data: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown };

export type AsyncResult<T> = AsyncState<T> & { retry: () => void };

/**
 * Runs `load` when the dependencies change (and again on retry), ignoring answers that arrive after the
 * component moved on. `peek` may answer synchronously from a cache, so a revisited page shows at once.
 */
export function useAsync<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: DependencyList,
  peek?: () => T | undefined,
): AsyncResult<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<AsyncState<T>>(() => {
    const cached = peek?.();
    return cached === undefined ? { status: 'loading' } : { status: 'success', data: cached };
  });

  const firstRun = useRef(true);

  useEffect(() => {
    const controller = new AbortController();
    const cached = peek?.();
    // The first run starts from the state useState already made; later runs (new deps, retry) start afresh.
    if (!firstRun.current) setState(cached === undefined ? { status: 'loading' } : { status: 'success', data: cached });
    firstRun.current = false;
    if (cached === undefined) {
      load(controller.signal).then(
        (data) => {
          if (!controller.signal.aborted) setState({ status: 'success', data });
        },
        (error: unknown) => {
          if (!controller.signal.aborted) setState({ status: 'error', error });
        },
      );
    }
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `load` and `peek` are read fresh on each run; the caller's deps say when to run again.
  }, [...deps, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
