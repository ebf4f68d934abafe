// A built bundle on disk: its files and its server module (dist/server/index.cjs), loaded once.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

/** A first screen (or fragment) the shell asks a remote for while composing a page; null when there is none. */
type FirstScreenOf = (remote: string, path: string, language: string) => Promise<unknown>;
type FragmentOf = (remote: string, fragment: string, props: Record<string, unknown>, language: string) => Promise<unknown>;

/** What the shell's composer makes of a page: its HTML, or a redirect or a not-found status. */
export type ComposedPage = { html: string; firstScreen: boolean; remotes: string[]; status?: number; location?: string };

/**
 * What the web servers call in a bundle's server module (compiled from the bundle's own code; every export may be
 * missing, and what they answer is checked where it is used).
 */
export type ServerModule = {
  /** a remote's first screen of a route */
  renderFirstScreen?: (request: Record<string, unknown>) => unknown;
  /** a remote's fragment, for a place another remote's first screen left for it */
  renderFragment?: (request: Record<string, unknown>) => unknown;
  /** the shell's page composition */
  composePage?: (template: string, page: Record<string, unknown>, firstScreen: FirstScreenOf, fragment: FragmentOf) => Promise<ComposedPage>;
  warmUp?: (firstScreen: FirstScreenOf) => Promise<void>;
  sitemapPages?: (entries: unknown) => unknown;
  disallowedPaths?: unknown;
  CONTRACT_MAJOR?: unknown;
};

/** The bundle's server module, or null when it has none. */
export function loadServerModule(distDir: string): ServerModule | null {
  const file = join(resolve(distDir), 'server', 'index.cjs');
  return existsSync(file) ? createRequire(import.meta.url)(file) : null;
}

/**
 * The stylesheets a remote's application needs on the page (from its manifest), as URLs under its public base.
 * @param publicPath ends with '/'
 */
export function appStylesheets(distDir: string, publicPath: string) {
  return exposeStylesheets(distDir, publicPath, 'app');
}

/**
 * The stylesheets one exposed module needs (`app`, or a fragment such as `ProductTeasers`), as URLs under the
 * public base; none when the manifest does not name it.
 * @param publicPath ends with '/'
 */
export function exposeStylesheets(distDir: string, publicPath: string, name: string): string[] {
  const manifest = JSON.parse(readFileSync(join(distDir, 'mf-manifest.json'), 'utf8'));
  const expose: { name: string; assets: { css: { sync: string[] } } } | undefined = manifest.exposes?.find((entry: { name: string }) => entry.name === name);
  return (expose?.assets.css.sync ?? []).map((file) => new URL(file, publicPath).href);
}
