import { useEffect, useState } from 'react';

/** The current path and query, updated on every single-spa route change (the header has no router of its own). */
export function useLocationPath(): string {
  const read = () => `${window.location.pathname}${window.location.search}`;
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
