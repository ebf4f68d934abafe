import { useEffect, useState } from 'react';

export type ApiData<T> =
  | { state: 'loading' }
  | { state: 'ready'; data: T }
  | { state: 'failed'; error: unknown };

/**
 * Runs one API call when the inputs change and keeps its latest answer; an answer that arrives after the
 * inputs changed (or after unmount) is dropped, so a slow old call never overwrites a newer page. `peek` may
 * answer at once from data already on the page (a first screen's), and then no call is made.
 */
export function useApiData<T>(
  load: (signal: AbortSignal) => Promise<T>,
  inputs: readonly unknown[],
  peek?: () => T | undefined,
): ApiData<T> {
  const [result, setResult] = useState<ApiData<T>>(() => {
    const known = peek?.();
    return known === undefined ? { state: 'loading' } : { state: 'ready', data: known };
  });
  useEffect(() => {
    const known = peek?.();
    if (known !== undefined) {
      setResult({ state: 'ready', data: known });
      return undefined;
    }
    const controller = new AbortController();
    setResult({ state: 'loading' });
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setResult({ state: 'ready', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setResult({ state: 'failed', error });
      },
    );
    return () => controller.abort();
    // The caller names the inputs; `load` is a new closure on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, inputs);
  return result;
}
