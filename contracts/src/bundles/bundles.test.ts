import { bundles, remoteBundles, shellPort } from './bundles';

describe('the bundle registry', () => {
  it('names one shell and five remotes, each once, on distinct ports', () => {
    expect(bundles.filter((bundle) => bundle.container === null).map((bundle) => bundle.name)).toEqual(['shell']);
    expect(remoteBundles).toHaveLength(5);
    expect(new Set(bundles.map((bundle) => bundle.name)).size).toBe(bundles.length);
    expect(new Set(bundles.map((bundle) => bundle.port)).size).toBe(bundles.length);
    expect(shellPort).toBe(3000);
  });

  it("gives each remote a federation container named after its folder (a JavaScript identifier)", () => {
    for (const remote of remoteBundles) {
      expect(remote.container).toMatch(/^[a-z_][a-z0-9_]*$/);
      expect(remote.container).toBe(remote.name.replaceAll('-', '_'));
    }
  });
});
