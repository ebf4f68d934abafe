// What a remote's server sends for a first screen or a fragment: only the shapes the shell's server reads
// (shared/src/firstScreen/firstScreen.tsx), whatever else a renderer put in its answer.

/** The most structured-data objects one page sends, and the most characters of their JSON. */
const MAX_STRUCTURED_DATA = 10;
const MAX_STRUCTURED_DATA_CHARS = 64 * 1024;

/**
 * A path of the shop: starts with one slash (never `//` or `/\`, which browsers read as another site), no spaces.
 */
function isLocalPath(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 2048 && /^\/(?![/\\])[^\s\\]*$/.test(value);
}

/**
 * A path under a language prefix (`/pl/product/x`), as redirects and a page's paths per language are.
 */
function isLanguagePath(value: unknown): value is string {
  return isLocalPath(value) && /^\/(pl|en)(?:[/?#]|$)/.test(value);
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

const isHttpUrl = (value: unknown) => {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * The page head a renderer gave, reduced to the fields of PageHead with the right types; null without a title and
 * a description.
 */
function pageHeadOf(head: unknown): Record<string, unknown> | null {
  if (!isObject(head) || typeof head.title !== 'string' || typeof head.description !== 'string') return null;
  const clean: Record<string, unknown> = { title: head.title, description: head.description };
  if (isHttpUrl(head.image)) clean.image = head.image;
  if (head.type === 'website' || head.type === 'article' || head.type === 'product') clean.type = head.type;
  if (isObject(head.paths) && isLanguagePath(head.paths.en) && isLanguagePath(head.paths.pl)) clean.paths = { en: head.paths.en, pl: head.paths.pl };
  if (Array.isArray(head.structuredData)) {
    const objects = head.structuredData.filter((item) => isObject(item) && typeof item['@type'] === 'string').slice(0, MAX_STRUCTURED_DATA);
    if (objects.length > 0 && JSON.stringify(objects).length <= MAX_STRUCTURED_DATA_CHARS) clean.structuredData = objects;
  }
  if (head.noindex === true) clean.noindex = true;
  return clean;
}

/**
 * The JSON a first screen is sent as: its markup, the stylesheets it needs, and what the page says about itself
 * (head, a 404/410 status, or the path it moved to). Null when the renderer drew nothing usable.
 * @param drawn what the renderer returned
 */
export function firstScreenAnswer(drawn: unknown, stylesheets: string[]) {
  if (!isObject(drawn) || typeof drawn.html !== 'string') return null;
  const answer: { html: string; stylesheets: string[]; head?: Record<string, unknown>; status?: 404 | 410; redirect?: string } = {
    html: drawn.html,
    stylesheets,
  };
  const head = pageHeadOf(drawn.head);
  if (head) answer.head = head;
  if (drawn.status === 404 || drawn.status === 410) answer.status = drawn.status;
  if (isLanguagePath(drawn.redirect)) answer.redirect = drawn.redirect;
  return answer;
}

/**
 * The shop's public origin a request names (`origin=https://inercise.com`), or the fallback when it names none or
 * something else than an http(s) origin.
 */
export function originOf(value: string | null, fallback: string) {
  if (!value) return fallback;
  try {
    const url = new URL(value);
    const bare = value.endsWith('/') ? value.slice(0, -1) : value;
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === bare ? url.origin : fallback;
  } catch {
    return fallback;
  }
}

/** The most characters of a fragment's props (JSON) in a query. */
const MAX_FRAGMENT_PROPS = 2048;

/**
 * A fragment request's name and props (`fragment=ProductTeasers&props={"count":3}`), or null when either is not
 * what a page can ask for: a plain exposed name, and a small JSON object.
 */
export function fragmentQuery(query: URLSearchParams): { fragment: string; props: Record<string, unknown> } | null {
  const fragment = query.get('fragment') ?? '';
  const text = query.get('props') ?? '{}';
  if (!/^[A-Za-z][A-Za-z0-9]{0,63}$/.test(fragment) || text.length > MAX_FRAGMENT_PROPS) return null;
  try {
    const props = JSON.parse(text);
    return isObject(props) ? { fragment, props } : null;
  } catch {
    return null;
  }
}
