// What the shopper's browser starts the shop with (runtime-config.json) and what the shell's build is (release.json).
import { json } from '@inercise/ops/node';
import { notFound } from '../remoteServer.ts';
import { contentTypes } from '../staticFiles.ts';
import { manifestsFrom, shopperOf } from './releaseChoice.ts';
import type { RuntimeConfig } from '../runtimeConfig.ts';
import type { ReleaseChoice } from './releaseChoice.ts';
import type { ShellBuild } from './shellBuild.ts';
import type { ShellMetrics } from './shellMetrics.ts';
import type { RouteHandler } from '@inercise/ops/node';

export function runtimeConfigRoutes(shell: {
  build: ShellBuild;
  config: { read(): RuntimeConfig | null };
  releaseChoice: ReleaseChoice;
  metrics: ShellMetrics;
}) {
  /**
   * The document's other settings, and for each remote the manifest of the release this shopper gets, what to
   * fall back to, and the release's name.
   */
  const runtimeConfig: RouteHandler = async (req, res, { common }) => {
    const current = shell.config.read();
    if (!current) return notFound(res, common);
    const choices = await shell.releaseChoice.releasesFor(current, shopperOf(req, res, current));
    const fallbacks: Record<string, string> = {};
    const releases: Record<string, string> = {};
    for (const [remote, choice] of Object.entries(choices)) {
      if (choice.fallback) fallbacks[remote] = choice.fallback.manifest;
      if (choice.chosen.release) releases[remote] = choice.chosen.release;
      if (typeof current.remotes[remote] !== 'string')
        shell.metrics.assignments.inc({ remote, release: choice.chosen.release ?? 'unversioned', cohort: choice.cohort });
    }
    res.writeHead(200, { ...common, 'Content-Type': contentTypes['.json'], 'Cache-Control': 'no-store' });
    res.end(JSON.stringify({ ...current, remotes: manifestsFrom(choices), fallbacks, releases }));
    return 'runtime-config';
  };

  const release: RouteHandler = async (_req, res, { common }) => {
    const { build } = shell;
    json(
      res,
      200,
      { name: 'shell', version: build.release?.version ?? null, commit: build.release?.commit ?? null, contractMajor: build.contractMajor },
      common,
    );
    return 'release';
  };

  return { runtimeConfig, release };
}
