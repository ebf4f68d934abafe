import { useEffect, useState, type RefObject } from 'react';

/** Whether the browser can tell when an element nears the viewport (every browser the shop supports can). */
export const canWatchViewport = (): boolean => typeof IntersectionObserver !== 'undefined';

/**
 * True once the element is within `margin` of the viewport, and from then on. Without IntersectionObserver (and on
 * the server) it stays false: the caller offers its own way (a button).
 */
export function useNearViewport(element: RefObject<Element | null>, margin = '600px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (near || !target || !canWatchViewport()) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, margin, near]);
  return near;
}
