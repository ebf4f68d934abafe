import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * False on the server and in the render that adopts the server's markup, true from then on (and in any render
 * made in the browser from scratch). What only the browser can draw (a video, a style the page's CSP refuses in
 * HTML) goes behind it, so the adopting render draws what the server drew and React fills the rest in right after.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
