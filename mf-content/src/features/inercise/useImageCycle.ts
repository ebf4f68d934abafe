import { useEffect, useState } from 'react';

/** docs/product-rules.md#content-pages: the discover picture moves on every 750 ms. */
export const DISCOVER_INTERVAL_MS = 750;

/** The index of the frame to show, moving on every `intervalMs` through `count` frames while `running`. */
export function useImageCycle(count: number, intervalMs: number, running: boolean): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (!running || count < 2) return undefined;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [count, intervalMs, running]);
  return index;
}
