// The shell's server module (built for Node into dist/server/): composes the page a shopper's browser receives, and
// says what the sitemap and robots.txt list. Its exports are what the shell's server (web-server) calls.
import './serverPublicPath';
// The shell's server checks every remote release against the contract major its pages were built with.
export { CONTRACT_MAJOR } from '@inercise/shared';
export { sitemapPages } from './crawl/sitemapPages';
export { disallowedPaths } from './crawl/privateRoutes';
import { FIRST_SCREEN_CLASS, SellerSchema, detectLanguage, languages, ownerOf, primeSeller, remoteNames, routeOwners, sellerDataBlock, type Language, type RemoteName } from '@inercise/shared';
import type { PageHead } from '@inercise/shared/first-screen';
import { privateRemotes } from './crawl/privateRoutes';
import { fillFragments, type FetchFragment } from './fragments/fillFragments';
import { escapeAttribute, headTags, writeHead } from './head/headTags';
import { isLanguagePath, pageHeadOf } from './head/pageHeadOf';
import { privatePageTitleKey } from './head/privatePageTitle';
import { renderLayout, renderNotFound } from './layout/renderLayout';
import type { ServerDrawnPage } from '../layout/ServerDrawnPage';
import { shellI18n } from './shellI18n';

export type { FetchFragment } from './fragments/fillFragments';

/**
 * What the owner of a route sent for its first screen: its markup, the stylesheets that markup needs, and what the
 * page says about itself (read with care: a remote may be another team's release).
 */
export interface RemoteFirstScreen {
  html: string;
  stylesheets: string[];
  head?: unknown;
  status?: unknown;
  redirect?: unknown;
}

export type FetchFirstScreen = (remote: RemoteName, path: string, language: Language) => Promise<RemoteFirstScreen | null>;

/** One page asked for. */
export interface PageRequest {
  /** The path with its query. */
  path: string;
  acceptLanguage?: string;
  /** The shop's public origin (`https://inercise.com`), for the page's absolute URLs. */
  origin?: string;
  /** The shell's own stylesheets its server-drawn parts need (their chunks' CSS files). */
  stylesheets?: { layout?: string; notFound?: string };
  /**
   * The API's answer to GET /seller, as the shell's server last had it (read with care: anything else is ignored),
   * or nothing when the API could not be asked: the footer then names the seller once the browser has asked.
   */
  seller?: unknown;
}

/** The languages a browser asks for, most wanted first ("pl-PL,pl;q=0.9,en;q=0.8" → pl-PL, pl, en). */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(params.find((p) => p.trim().startsWith('q='))?.trim().slice(2) ?? '1');
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0 };
    })
    .filter((entry) => entry.tag !== '' && entry.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((entry) => entry.tag);
}

/**
 * What the server drew for an application (a first screen, the header, the footer): inert as soon as the first
 * script runs (start.js, or the page bundle on a page without start.js), so a control that looks ready but is not
 * yet wired does not swallow the shopper's tap. Without JavaScript it stays a working page: its links are followed.
 */
const serverDrawn = (html: string) => `<div class="${FIRST_SCREEN_CLASS}">${html}</div>`;

/** An origin for absolute URLs when the shell's server names none (a test, an older server). */
const FALLBACK_ORIGIN = 'http://localhost';

/** The page for one request: its markup and status, whether a first screen is in it, and the remotes it starts with. */
export interface ComposedPage {
  html: string;
  firstScreen: boolean;
  /** The route's owner (if any) and the remote of the header's cart icon, on every page: what to preload. */
  remotes: RemoteName[];
  /** 200; 301 to `location` (a page that moved); 404 or 410 with the not-found page. */
  status: 200 | 301 | 404 | 410;
  location?: string;
}

/**
 * Remotes whose pages are drawn in the browser only: the back office shows the owner's data behind the admin's own
 * token, which the shell's server never has, so it is not asked for first screens (nor warmed up).
 */
const withoutFirstScreens: RemoteName[] = ['mf-backoffice'];

/**
 * The header draws the cart icon from the cart team's remote once the cart holds a line or the shopper is logged in,
 * as shoppers on the pages that are preloaded (those without a first screen: account, checkout) mostly are.
 */
const headerRemotes: RemoteName[] = ['mf-cart-checkout'];

const stylesheetLinks = (hrefs: unknown[]) =>
  hrefs
    .filter((href): href is string => typeof href === 'string' && /^(https?:\/\/|\/(?!\/))/.test(href))
    .map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}" />`)
    .join('');

/** The owner's answer, if it is one: markup (possibly empty, for a page that is not there or moved) and stylesheets. */
function screenOf(answer: RemoteFirstScreen | null): RemoteFirstScreen | null {
  if (!answer || typeof answer !== 'object' || typeof answer.html !== 'string') return null;
  return { ...answer, stylesheets: Array.isArray(answer.stylesheets) ? answer.stylesheets : [] };
}

/**
 * The shell's index.html for one request:
 * - `<html lang>` in the page's language (the rule the browser applies: path prefix, then the browser's
 *   languages, then English);
 * - the route owner's first screen in its container, with the stylesheets it needs and the fragments of other
 *   teams it holds filled in by their owners;
 * - the page's head from what its first screen says (title, description, canonical URL, hreflang, Open Graph,
 *   Twitter card, JSON-LD), noindex on private pages;
 * - the header and footer drawn in the page's language, working without JavaScript, the footer naming the seller
 *   (handed over to the browser in a data block);
 * - a 301 for a page that moved, the translated not-found page (404, 410) for one that is not there.
 * Whatever goes wrong with a remote, the page is still served (without the first screen: the application draws it
 * when it mounts).
 */
export async function composePage(
  template: string,
  request: PageRequest,
  fetchFirstScreen: FetchFirstScreen,
  fetchFragment?: FetchFragment,
): Promise<ComposedPage> {
  const pathname = request.path.split('?')[0] ?? '/';
  const language = detectLanguage(pathname, acceptedLanguages(request.acceptLanguage));
  const origin = request.origin ?? FALLBACK_ORIGIN;
  // index.html is minified: attribute quotes may be gone.
  let page = template.replace(/<html lang="?[a-z-]*"?/i, `<html lang="${language}"`);
  // The latin-ext face of the font carries the Polish letters: other languages' pages do not download it up front.
  if (language !== 'pl') page = page.replace(/<link [^>]*inter-latin-ext[^>]*>/g, '');
  const owner = ownerOf(pathname);
  const remotes = owner && !headerRemotes.includes(owner) ? [owner, ...headerRemotes] : headerRemotes;
  const container = owner ? new RegExp(`<div id="?app-${owner}"?></div>`) : null;
  const asks = owner && container && !withoutFirstScreens.includes(owner) && container.test(page);
  const screen = asks ? screenOf(await fetchFirstScreen(owner, request.path, language).catch(() => null)) : null;

  if (screen && isLanguagePath(screen.redirect)) return { html: '', firstScreen: false, remotes, status: 301, location: screen.redirect };

  const t = shellI18n(language).getFixedT(language, 'shell');
  const missing = !owner ? 404 : screen?.status === 404 || screen?.status === 410 ? screen.status : null;
  const head: PageHead | null = missing ? null : pageHeadOf(screen?.head);
  const noindex = Boolean(missing) || (owner !== null && privateRemotes.includes(owner)) || head?.noindex === true;
  const privateTitle = privatePageTitleKey(pathname);
  page = writeHead(
    page,
    headTags({
      origin,
      path: request.path,
      language,
      head,
      fallback: missing
        ? { title: t('notFound.title'), description: t('notFound.text') }
        : { title: privateTitle ? t(privateTitle) : null, description: t('head.description') },
      noindex,
      missing: Boolean(missing),
      shareImageAlt: t('head.shareImageAlt'),
    }),
  );

  // The footer names the seller; the browser's footer and pages take it from the page instead of asking the API.
  const seller = SellerSchema.safeParse(request.seller);
  if (seller.success) {
    primeSeller(seller.data);
    const block = sellerDataBlock(seller.data);
    page = page.includes('</body>') ? page.replace('</body>', () => `${block}</body>`) : `${page}${block}`;
  }

  const shellStylesheets: string[] = [];
  const withLayout = drawLayout(page, language, { path: request.path, paths: head?.paths });
  if (withLayout !== page && request.stylesheets?.layout) shellStylesheets.push(request.stylesheets.layout);
  page = withLayout;

  let main: { container: RegExp; id: string; html: string; stylesheets: unknown[] } | null = null;
  if (missing) {
    // In the owner's container when it has the path (its application then shows its own not-found state there),
    // else in the shell's.
    const target = owner && container?.test(page) ? { container, id: `app-${owner}` } : { container: /<div id="?app-shell-not-found"?><\/div>/, id: 'app-shell-not-found' };
    try {
      main = { ...target, html: renderNotFound(language, { path: request.path }), stylesheets: request.stylesheets?.notFound ? [request.stylesheets.notFound] : [] };
    } catch {
      main = null;
    }
  } else if (owner && container && screen && screen.html !== '') {
    const filled = fetchFragment ? await fillFragments(screen.html, language, fetchFragment) : { html: screen.html, stylesheets: [] };
    main = { container, id: `app-${owner}`, html: filled.html, stylesheets: [...screen.stylesheets, ...filled.stylesheets] };
  }

  const status = missing ?? 200;
  if (!main || !main.container.test(page)) {
    page = page.replace('</head>', () => `${stylesheetLinks(shellStylesheets)}</head>`);
    return { html: page, firstScreen: false, remotes, status };
  }
  const filledMain = main;
  page = page.replace('</head>', () => `${stylesheetLinks([...shellStylesheets, ...new Set(filledMain.stylesheets)])}</head>`);
  page = startAfterFirstPaint(page);
  return { html: page.replace(filledMain.container, () => `<div id="${filledMain.id}">${serverDrawn(filledMain.html)}</div>`), firstScreen: true, remotes, status };
}

const headerFrame = /(<div id="?shell-header"?>)<div class="?app-shell-header"?>.*?<\/div>/s;
const footerFrame = /<div id="?shell-footer"?><\/div>/;

/**
 * The page with the header and footer drawn in place of the template's frame (the logo bar, an empty footer), in the
 * page's language; the page as it was when the template has no frame or the drawing fails (the applications then
 * draw them, as before).
 */
function drawLayout(page: string, language: Language, drawn: ServerDrawnPage): string {
  if (!headerFrame.test(page) && !footerFrame.test(page)) return page;
  try {
    const layout = renderLayout(language, drawn);
    return page
      .replace(headerFrame, (_frame, opening: string) => `${opening}${serverDrawn(layout.header)}`)
      .replace(footerFrame, () => `<div id="shell-footer">${serverDrawn(layout.footer)}</div>`);
  } catch {
    return page;
  }
}

/** The page bundle's script tag as index.html has it (minified: quotes may be gone). */
const pageBundleScript = /<script\b[^>]*\bsrc="?(\/main(?:\.[\w-]+)?\.js)"?[^>]*><\/script>/;

/**
 * A page with a first screen runs start.js instead of the page bundle: it loads the bundle once the first screen is
 * painted (shell/src/startup/pageStart.ts), so neither the bundle's download nor its start comes before that paint.
 */
export function startAfterFirstPaint(page: string): string {
  return page.replace(
    pageBundleScript,
    (_tag, bundle: string) => `<script defer src="/start.js" data-main="${escapeAttribute(bundle)}"></script>`,
  );
}

/**
 * Asks every remote once for the first screen of its first route in each language, so that the first shoppers
 * after a start do not wait on a cold renderer (its code loaded and compiled, its data fetched once).
 */
export async function warmUp(fetchFirstScreen: FetchFirstScreen): Promise<void> {
  const asks = remoteNames.filter((remote) => !withoutFirstScreens.includes(remote)).flatMap((remote) =>
    languages.map((language) => fetchFirstScreen(remote, `/${language}${routeOwners[remote][0] === '/' ? '' : routeOwners[remote][0]}`, language)),
  );
  await Promise.allSettled(asks);
}
