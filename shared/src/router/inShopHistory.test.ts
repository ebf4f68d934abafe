import { hasInShopPreviousPage, resetInShopHistory, trackInShopHistory } from './inShopHistory';

describe('in-shop history', () => {
  beforeEach(() => {
    resetInShopHistory();
    window.history.replaceState(null, '', '/en');
  });

  it('has no previous page on the first page of a visit', () => {
    trackInShopHistory();
    expect(hasInShopPreviousPage()).toBe(false);
  });

  it('counts a route change to another address as a previous page', () => {
    trackInShopHistory();
    window.history.pushState(null, '', '/en/shop');
    window.dispatchEvent(new Event('single-spa:routing-event'));
    expect(hasInShopPreviousPage()).toBe(true);
  });

  it('takes repeated announcements of the same address as one page', () => {
    trackInShopHistory();
    window.dispatchEvent(new Event('single-spa:routing-event'));
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(hasInShopPreviousPage()).toBe(false);
  });
});
