// A built bundle on disk: its files and its server module (dist/server/index.cjs), loaded once.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

/**
 * @param {string} distDir
 * @returns {Record<string, any> | null} the bundle's server module, or null when it has none
 */
export function loadServerModule(distDir) {
  const file = join(resolve(distDir), 'server', 'index.cjs');
  return existsSync(file) ? createRequire(import.meta.url)(file) : null;
}

/**
 * The stylesheets a remote's application needs on the page (from its manifest), as URLs under its public base.
 * @param {string} distDir
 * @param {string} publicPath ends with '/'
 */
export function appStylesheets(distDir, publicPath) {
  return exposeStylesheets(distDir, publicPath, 'app');
}

/**
 * The stylesheets one exposed module needs (`app`, or a fragment such as `ProductTeasers`), as URLs under the
 * public base; none when the manifest does not name it.
 * @param {string} distDir
 * @param {string} publicPath ends with '/'
 * @param {string} name
 * @returns {string[]}
 */
export function exposeStylesheets(distDir, publicPath, name) {
  const manifest = JSON.parse(readFileSync(join(distDir, 'mf-manifest.json'), 'utf8'));
  /** @type {{ name: string, assets: { css: { sync: string[] } } } | undefined} */
  const expose = manifest.exposes?.find((/** @type {{ name: string }} */ entry) => entry.name === name);
  return (expose?.assets.css.sync ?? []).map((file) => new URL(file, publicPath).href);
}
