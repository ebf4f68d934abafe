import { qaRelease } from './startStandalone';

describe('qaRelease', () => {
  it('keeps the release QA asked for on the tab, reads a + sent unescaped, and forgets it for "live"', () => {
    const storage = window.sessionStorage;
    storage.clear();
    expect(qaRelease('', storage)).toBeNull();
    expect(qaRelease('?release=1.2.0+abc1234', storage)).toBe('1.2.0+abc1234');
    expect(qaRelease('?lang=en', storage)).toBe('1.2.0+abc1234');
    expect(qaRelease('?release=1.3.0%2Bdef5678', storage)).toBe('1.3.0+def5678');
    expect(qaRelease('?release=live', storage)).toBeNull();
  });
});
