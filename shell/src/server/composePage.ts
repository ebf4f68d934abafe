// The shell's server module (built for Node into dist/server/): composes the page a shopper's browser receives.
// The shell's server checks every remote release against the contract major its pages were built with.
export { CONTRACT_MAJOR } from '@inercise/shared';
import { detectLanguage, languages, ownerOf, remoteNames, routeOwners, type Language, type RemoteName } from '@inercise/shared';

/** What the owner of a route sent for its first screen: its markup and the stylesheets that markup needs. */
export interface RemoteFirstScreen {
  html: string;
  stylesheets: string[];
}

export type FetchFirstScreen = (remote: RemoteName, path: string, language: Language) => Promise<RemoteFirstScreen | null>;

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

/** The class the first screen is wrapped in: public/app-shell.css styles it, the bench and the tests find it by it. */
const FIRST_SCREEN_CLASS = 'first-screen';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The page for one request, whether the route owner's first screen is in it, and the remotes it starts with. */
export interface ComposedPage {
  html: string;
  firstScreen: boolean;
  /** The route's owner (if any) and the remote of the header's cart icon, on every page: what to preload. */
  remotes: RemoteName[];
}

/**
 * Remotes whose pages are drawn in the browser only: the back office shows the owner's data behind the admin's own
 * token, which the shell's server never has, so it is not asked for first screens (nor warmed up).
 */
const withoutFirstScreens: RemoteName[] = ['mf-backoffice'];

/** The header draws the cart icon from the cart team's remote on every page; its other panels load on opening. */
const headerRemotes: RemoteName[] = ['mf-cart-checkout'];

/**
 * The shell's index.html for one request: `<html lang>` in the page's language (the same rule the browser
 * applies: path prefix, then the browser's languages, then English) and, when the route's owner has one, its
 * first screen in the owner's container with the stylesheets it needs. Whatever goes wrong with a remote, the
 * page is still served (without the first screen: the application draws it when it mounts).
 */
export async function composePage(
  template: string,
  request: { path: string; acceptLanguage?: string },
  fetchFirstScreen: FetchFirstScreen,
): Promise<ComposedPage> {
  const pathname = request.path.split('?')[0] ?? '/';
  const language = detectLanguage(pathname, acceptedLanguages(request.acceptLanguage));
  // index.html is minified: attribute quotes may be gone.
  let page = template.replace(/<html lang="?[a-z-]*"?/i, `<html lang="${language}"`);
  // The latin-ext face of the font carries the Polish letters: other languages' pages do not download it up front.
  if (language !== 'pl') page = page.replace(/<link [^>]*inter-latin-ext[^>]*>/g, '');
  const owner = ownerOf(pathname);
  const remotes = owner && !headerRemotes.includes(owner) ? [owner, ...headerRemotes] : headerRemotes;
  const plain = { html: page, firstScreen: false, remotes };
  if (!owner || withoutFirstScreens.includes(owner)) return plain;
  const container = new RegExp(`<div id="?app-${owner}"?></div>`);
  if (!container.test(page)) return plain;
  const firstScreen = await fetchFirstScreen(owner, request.path, language).catch(() => null);
  if (!firstScreen || typeof firstScreen.html !== 'string' || firstScreen.html === '') return plain;
  const links = (Array.isArray(firstScreen.stylesheets) ? firstScreen.stylesheets : [])
    .filter((href): href is string => typeof href === 'string' && /^https?:\/\//.test(href))
    .map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}" />`)
    .join('');
  page = page.replace('</head>', () => `${links}</head>`);
  // Inert until the application draws over it: a control that looks ready but is not yet wired would swallow the
  // shopper's tap (and a link would reload the page). `display: contents` keeps the layout the application's own.
  const wrapped = `<div class="${FIRST_SCREEN_CLASS}" inert>${firstScreen.html}</div>`;
  page = startAfterFirstPaint(page);
  return { html: page.replace(container, () => `<div id="app-${owner}">${wrapped}</div>`), firstScreen: true, remotes };
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
