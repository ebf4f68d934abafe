// What the shopper's browser starts the shop with (runtime-config.json) and what the shell's build is (release.json).
import { json } from '@inercise/ops/node';
import { notFound } from '../remoteServer.mjs';
import { contentTypes } from '../staticFiles.mjs';
import { manifestsFrom, shopperOf } from './releaseChoice.mjs';

/**
 * @param {object} shell
 * @param {import('./shellBuild.mjs').ShellBuild} shell.build
 * @param {{ read(): import('../runtimeConfig.mjs').RuntimeConfig | null }} shell.config
 * @param {import('./releaseChoice.mjs').ReleaseChoice} shell.releaseChoice
 * @param {import('./shellMetrics.mjs').ShellMetrics} shell.metrics
 */
export function runtimeConfigRoutes(shell) {
  /**
   * The document's other settings, and for each remote the manifest of the release this shopper gets, what to
   * fall back to, and the release's name.
   * @type {import('@inercise/ops/node').RouteHandler}
   */
  const runtimeConfig = async (req, res, { common }) => {
    const current = shell.config.read();
    if (!current) return notFound(res, common);
    const choices = await shell.releaseChoice.releasesFor(current, shopperOf(req, res, current));
    /** @type {Record<string, string>} */
    const fallbacks = {};
    /** @type {Record<string, string>} */
    const releases = {};
    for (const [remote, choice] of Object.entries(choices)) {
      if (choice.fallback) fallbacks[remote] = choice.fallback.manifest;
      if (choice.chosen.release) releases[remote] = choice.chosen.release;
      if (typeof current.remotes[remote] !== 'string') shell.metrics.assignments.inc({ remote, release: choice.chosen.release ?? 'unversioned', cohort: choice.cohort });
    }
    res.writeHead(200, { ...common, 'Content-Type': contentTypes['.json'], 'Cache-Control': 'no-store' });
    res.end(JSON.stringify({ ...current, remotes: manifestsFrom(choices), fallbacks, releases }));
    return 'runtime-config';
  };

  /** @type {import('@inercise/ops/node').RouteHandler} */
  const release = async (_req, res, { common }) => {
    const { build } = shell;
    json(res, 200, { name: 'shell', version: build.release?.version ?? null, commit: build.release?.commit ?? null, contractMajor: build.contractMajor }, common);
    return 'release';
  };

  return { runtimeConfig, release };
}
