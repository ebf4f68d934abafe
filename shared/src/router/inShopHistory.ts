/**
 * Whether the shopper reached the current page from another page of the shop during this visit, so that "back one
 * page" after login stays in the shop (a visitor who opened /login from a bookmark or another site goes home instead).
 * single-spa announces every route change; consecutive equal URLs are one page.
 *
 * It lives here, in the page's one copy of the shared package, so the shell can start it on every page without
 * downloading the account team's code, which only login needs.
 */
const visited: string[] = [];
let tracking = false;

const record = () => {
  const url = window.location.href;
  if (visited[visited.length - 1] !== url) visited.push(url);
};

/** Idempotent: started by the shell at start-up and by the account application itself (standalone page). */
export function trackInShopHistory(): void {
  if (tracking || typeof window === 'undefined') return;
  tracking = true;
  record();
  window.addEventListener('single-spa:routing-event', record);
  window.addEventListener('popstate', record);
}

export function hasInShopPreviousPage(): boolean {
  return visited.length > 1;
}

/** Tests start from a clean visit, not yet tracked. */
export function resetInShopHistory(): void {
  visited.length = 0;
  if (!tracking) return;
  tracking = false;
  window.removeEventListener('single-spa:routing-event', record);
  window.removeEventListener('popstate', record);
}
