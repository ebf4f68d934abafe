// Every page of the shop: its language, head and status, and the route owner's first screen, composed by the
// shell's server module; without a first screen the answer names what the browser fetches next.
import { gzipSync } from 'node:zlib';
import type { ComposedPage } from '../bundle.ts';
import { publicOrigin } from '../publicOrigin.ts';
import { contentTypes } from '../staticFiles.ts';
import { manifestsFrom, shopperOf } from './releaseChoice.ts';
import { createSellerSource } from './sellerSource.ts';
import type { RuntimeConfig } from '../runtimeConfig.ts';
import type { FirstScreens } from './firstScreens.ts';
import type { ReleaseChoice } from './releaseChoice.ts';
import type { ShellBuild } from './shellBuild.ts';
import type { RouteHandler } from '@inercise/ops/node';
import type { Logger } from 'pino';

/**
 * A page without a first screen is drawn by the applications, so the answer tells the browser at once what it
 * will fetch next: the manifest and entry of each remote the page starts with. A page with a first screen is
 * already on screen; its scripts come in their own order rather than competing with its stylesheet and image.
 * @param manifests the manifest of each remote the shopper gets
 */
function preloadsFor(manifests: Record<string, string>, remotes: string[]) {
  return remotes
    .map((remote) => manifests[remote])
    .filter((manifest) => typeof manifest === 'string')
    .flatMap((manifest) => [
      `<${manifest}>; rel=preload; as=fetch; crossorigin=anonymous`,
      `<${new URL('remoteEntry.js', manifest).href}>; rel=preload; as=script`,
    ])
    .join(', ');
}

export function pageRoute(shell: {
  build: ShellBuild;
  config: { read(): RuntimeConfig | null };
  releaseChoice: ReleaseChoice;
  firstScreens: FirstScreens;
  configuredOrigin: string | null;
  timeoutMs: number;
  logger: Logger;
}): RouteHandler {
  const { build } = shell;
  const sellers = createSellerSource(shell.timeoutMs);
  return async (req, res, { url, common }) => {
    const current = shell.config.read();
    if (!current || !build.template) {
      res.writeHead(503, { ...common, 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '5' });
      res.end('The shop is starting');
      return 'page';
    }
    const manifests = manifestsFrom(await shell.releaseChoice.releasesFor(current, shopperOf(req, res, current)));
    const origin = publicOrigin(req, shell.configuredOrigin);
    // One time limit for the page: its first screen and the fragments in it together.
    const deadline = AbortSignal.timeout(shell.timeoutMs);
    let composed: ComposedPage = {
      html: build.template,
      firstScreen: false,
      remotes: [],
    };
    if (build.composer?.composePage) {
      try {
        // The footer names the seller on every page.
        const seller = await sellers.current(current.apiUrl);
        composed = await build.composer.composePage(
          build.template,
          { path: `${url.pathname}${url.search}`, acceptLanguage: req.headers['accept-language'], origin, stylesheets: build.stylesheets, seller },
          (remote: string, path: string, language: string) => shell.firstScreens.firstScreen(manifests[remote], remote, path, language, origin, deadline),
          (remote: string, fragment: string, props: Record<string, unknown>, language: string) =>
            shell.firstScreens.fragment(manifests[remote], remote, fragment, props, language, origin, deadline),
        );
      } catch (error) {
        // The page as built still works: the applications draw it.
        shell.logger.warn({ err: error, path: url.pathname }, 'page composition failed');
      }
    }
    if (composed.status === 301 && composed.location) {
      // The page's current address; by language when the old one had none (the browser's languages chose).
      res.writeHead(301, { ...common, Location: composed.location, 'Cache-Control': 'public, max-age=3600', Vary: 'Accept-Language', 'Content-Length': '0' });
      res.end();
      return 'redirect';
    }
    const gzip = String(req.headers['accept-encoding'] ?? '').includes('gzip');
    const body = gzip ? gzipSync(composed.html) : Buffer.from(composed.html);
    const preloads = composed.firstScreen ? '' : preloadsFor(manifests, composed.remotes);
    const status = composed.status === 404 || composed.status === 410 ? composed.status : 200;
    res.writeHead(status, {
      ...common,
      ...(preloads ? { Link: preloads } : {}),
      'Content-Type': contentTypes['.html'],
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding, Accept-Language',
      'Content-Length': String(body.length),
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return status === 404 || status === 410 ? 'not-found-page' : 'page';
  };
}
