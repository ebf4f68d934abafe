import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { CONTRACT_MAJOR } from '../contract/contractMajor';

/**
 * A stand-in for the federation runtime, as much of it as loadRemoteModule uses: plugins are registered, and a
 * remote's module is loaded from whatever entry is registered for it, its manifest fetched through the plugins'
 * fetch hook first, as the real runtime does.
 */
const runtime = {
  plugins: [] as ModuleFederationRuntimePlugin[],
  entries: new Map<string, string>(),
};
jest.mock('@module-federation/enhanced/runtime', () => ({
  registerPlugins: (plugins: ModuleFederationRuntimePlugin[]) => runtime.plugins.push(...plugins),
  registerRemotes: (remotes: { name: string; entry: string }[]) => remotes.forEach((remote) => runtime.entries.set(remote.name, remote.entry)),
  loadRemote: async (id: string) => {
    const entry = runtime.entries.get(id.split('/')[0] ?? '') ?? '';
    for (const plugin of runtime.plugins) {
      const answer = plugin.fetch?.(entry, {});
      if (answer) await answer;
    }
    return { from: entry.split('?')[0] };
  },
}));

const live = 'https://catalog.example.com/releases/2.0.0%2Bnew/mf-manifest.json';
const previous = 'https://catalog.example.com/releases/1.9.0%2Bold/mf-manifest.json';

/** Manifests by URL, each saying which contract major it was built against. */
function serveManifests(majors: Record<string, number | undefined>): jest.Mock {
  const fetchMock = jest.fn(async (url: string) => {
    const major = majors[url.split('?')[0] ?? ''];
    return { ok: true, clone: () => ({ json: async () => ({ metaData: { buildInfo: major === undefined ? {} : { contractMajor: major } } }) }) };
  });
  global.fetch = fetchMock as never;
  return fetchMock;
}

function freshModule(): typeof import('./remoteModules') {
  runtime.plugins = [];
  runtime.entries.clear();
  let loaded!: typeof import('./remoteModules');
  jest.isolateModules(() => {
    loaded = jest.requireActual('./remoteModules');
  });
  return loaded;
}

describe('loadRemoteModule and the contract major', () => {
  const beacon = jest.fn(() => true);
  let errors: jest.SpyInstance;
  beforeEach(() => {
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    beacon.mockClear();
  });

  it("loads a remote whose release was built against the page's contract major", async () => {
    serveManifests({ [live]: CONTRACT_MAJOR });
    const { registerRemoteManifests, loadRemoteModule } = freshModule();
    registerRemoteManifests({ 'mf-catalog': live }, { fallbacks: { 'mf-catalog': previous }, releases: { 'mf-catalog': '2.0.0+new' } });
    expect(await loadRemoteModule('mf-catalog/app')).toEqual({ from: live });
    expect(beacon).not.toHaveBeenCalled();
  });

  it('refuses a release built against another major, reports it, and uses the fallback release from then on', async () => {
    serveManifests({ [live]: CONTRACT_MAJOR + 1, [previous]: CONTRACT_MAJOR });
    const { registerRemoteManifests, loadRemoteModule } = freshModule();
    registerRemoteManifests(
      { 'mf-catalog': live },
      { fallbacks: { 'mf-catalog': previous }, releases: { 'mf-catalog': '2.0.0+new' }, reportTo: '/telemetry/remote-incompatible' },
    );
    expect(await loadRemoteModule('mf-catalog/app')).toEqual({ from: previous });
    expect(beacon).toHaveBeenCalledWith('/telemetry/remote-incompatible', JSON.stringify({ remote: 'mf-catalog', release: '2.0.0+new', found: CONTRACT_MAJOR + 1 }));
    expect(errors.mock.calls.some(([message]) => String(message).includes(`has contract major ${CONTRACT_MAJOR + 1}, not ${CONTRACT_MAJOR}`))).toBe(true);
    expect(await loadRemoteModule('mf-catalog/ProductTeasers')).toEqual({ from: previous });
  });

  it('without a fallback, a refused release fails the load (the shell shows its fallback) and nothing of it runs', async () => {
    const fetched = serveManifests({ [live]: undefined });
    const { registerRemoteManifests, loadRemoteModule } = freshModule();
    registerRemoteManifests({ 'mf-catalog': live });
    await expect(loadRemoteModule('mf-catalog/app')).rejects.toThrow(`contract major undefined, not ${CONTRACT_MAJOR}`);
    expect(fetched).toHaveBeenCalledTimes(1);
    // A standalone page reports nowhere.
    expect(beacon).not.toHaveBeenCalled();
  });
});
