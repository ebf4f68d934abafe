import { createInstance } from '@module-federation/enhanced/runtime';
import singletonVersionCheck, { meetsCaretRange } from './singletonVersionCheck';

describe('meetsCaretRange', () => {
  it('reads ^a.b.c as npm does', () => {
    expect(meetsCaretRange('19.1.0', '^19.1.0')).toBe(true);
    expect(meetsCaretRange('19.2.3', '^19.1.0')).toBe(true);
    expect(meetsCaretRange('19.1.1', '^19.1.0')).toBe(true);
    expect(meetsCaretRange('19.0.9', '^19.1.0')).toBe(false);
    expect(meetsCaretRange('19.1.0', '^19.1.2')).toBe(false);
    expect(meetsCaretRange('20.0.0', '^19.1.0')).toBe(false);
    expect(meetsCaretRange('18.3.1', '^19.1.0')).toBe(false);
    // Under 1.0 the minor is the breaking part, under 0.1 the patch.
    expect(meetsCaretRange('0.4.7', '^0.4.2')).toBe(true);
    expect(meetsCaretRange('0.5.0', '^0.4.2')).toBe(false);
    expect(meetsCaretRange('0.0.3', '^0.0.3')).toBe(true);
    expect(meetsCaretRange('0.0.4', '^0.0.3')).toBe(false);
  });

  it('leaves anything but a plain version and a plain caret range to the runtime', () => {
    expect(meetsCaretRange('19.1.0-rc.1', '^19.1.0')).toBeUndefined();
    expect(meetsCaretRange('19.1.0', '~19.1.0')).toBeUndefined();
    expect(meetsCaretRange('19.1.0', '>=19')).toBeUndefined();
    expect(meetsCaretRange('19.1', '^19.1.0')).toBeUndefined();
  });
});

describe('singletonVersionCheck', () => {
  const react = { version: '19.1.0', from: 'shell', loaded: true };
  const resolveShare = singletonVersionCheck().resolveShare!;
  const args = (shareConfig: object, extra: object = {}) => {
    const runtimeResolver = jest.fn(() => ({ shared: react, useTreesShaking: false }));
    return {
      shareScopeMap: { default: { react: { '19.1.0': react } } },
      scope: 'default',
      pkgName: 'react',
      version: '19.1.0',
      GlobalFederation: {},
      shareInfo: { shareConfig, ...extra },
      resolver: runtimeResolver,
      runtimeResolver,
    } as never as Parameters<typeof resolveShare>[0] & { runtimeResolver: jest.Mock };
  };

  it('answers a singleton whose registered version meets its range, without the runtime’s parser', () => {
    const asked = args({ singleton: true, requiredVersion: '^19.0.0' });
    const answer = resolveShare(asked);
    if (!answer) throw new Error('the plugin must answer');
    expect(answer.resolver()).toEqual({ shared: react, useTreesShaking: false });
    expect(asked.runtimeResolver).not.toHaveBeenCalled();
    // Every other field is passed on unchanged (the runtime rejects a plugin's answer that drops one).
    expect(Object.keys(answer).sort()).toEqual(Object.keys(asked).sort());
  });

  it('leaves a mismatch, a range it does not read, a non-singleton and tree-shaken shares to the runtime', () => {
    for (const asked of [
      args({ singleton: true, requiredVersion: '^18.0.0' }),
      args({ singleton: true, requiredVersion: '>=18' }),
      args({ singleton: true, requiredVersion: false }),
      args({ singleton: false, requiredVersion: '^19.0.0' }),
      args({ singleton: true, requiredVersion: '^19.0.0' }, { treeShaking: { usedExports: ['useState'] } }),
    ]) {
      expect(resolveShare(asked)).toBe(asked);
    }
  });
});

describe("the page's plugin", () => {
  it('applies to every container runtime created after the page started, once each', () => {
    // A fresh page: the cases above already started one (the runtime keeps global plugins on globalThis).
    const global = globalThis as unknown as { __FEDERATION__: { __GLOBAL_PLUGIN__: unknown[] } };
    global.__FEDERATION__.__GLOBAL_PLUGIN__.length = 0;
    const before = createInstance({ name: 'inercise_before_start', remotes: [] });
    const names = (instance: typeof before) => instance.options.plugins.map((plugin) => plugin.name);
    expect(names(before)).not.toContain('inercise-singleton-version-check');

    const pagePlugin = singletonVersionCheck();
    const remote = createInstance({ name: 'inercise_remote_container', remotes: [] });
    expect(names(remote).filter((name) => name === 'inercise-singleton-version-check')).toHaveLength(1);
    expect(remote.options.plugins.find((plugin) => plugin.name === pagePlugin.name)).toBe(pagePlugin);
    // Its hook is the one the container's share resolution calls.
    expect(remote.sharedHandler.hooks.lifecycle.resolveShare.listeners.size).toBeGreaterThan(0);
  });
});
