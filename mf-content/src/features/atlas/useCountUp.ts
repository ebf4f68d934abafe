import { useEffect, useState } from 'react';

/** Counts from 0 to `target` over `durationMs` (eased), or shows the target at once when `animate` is false. */
export function useCountUp(target: number, durationMs: number, animate: boolean): number {
  const [value, setValue] = useState(animate ? 0 : target);
  useEffect(() => {
    if (!animate || typeof window.requestAnimationFrame !== 'function') {
      setValue(target);
      return undefined;
    }
    let frame = 0;
    const start = performance.now();
    const step = (now: number) => {
      const progress = Math.min(1, (now - start) / durationMs);
      setValue(Math.round(target * (1 - (1 - progress) ** 3)));
      if (progress < 1) frame = window.requestAnimationFrame(step);
    };
    frame = window.requestAnimationFrame(step);
    return () => window.cancelAnimationFrame(frame);
  }, [target, durationMs, animate]);
  return value;
}
