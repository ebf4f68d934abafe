import { useEffect, useState } from 'react';

/**
 * The current path and query, updated on every single-spa route change: for what follows the route without a router
 * of its own (the header's links, every page's head).
 */
export function useLocationPath(): string {
  // Drawn on the server too (a first screen), where there is no address bar: nothing to follow there.
  const read = () => (typeof window === 'undefined' ? '' : `${window.location.pathname}${window.location.search}`);
  const [path, setPath] = useState(read);
  useEffect(() => {
    const update = () => setPath(read());
    window.addEventListener('single-spa:routing-event', update);
    window.addEventListener('popstate', update);
    return () => {
      window.removeEventListener('single-spa:routing-event', update);
      window.removeEventListener('popstate', update);
    };
  }, []);
  return path;
}
