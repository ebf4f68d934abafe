import { useEffect } from 'react';
import type { Language } from '@inercise/contracts/i18n/languages';
import { languageFromPath, stripLanguage } from '../paths/localizedPath';
import { useLocationPath } from '../react/useLocationPath';
import { alternateLinks, canonicalLink } from './alternateLinks';
import { pageTitle } from './pageTitle';

/** Marks the alternates a page put in the head, so the page takes away only its own. */
const OWNED = 'data-page-meta';


function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  return tag;
}

function setAlternates(links: { hreflang: string; href: string }[], canonical: string): void {
  // Whoever drew the page before (the server, the previous route) may have left links of its own: one set per page.
  document.head.querySelectorAll('link[rel="alternate"][hreflang], link[rel="canonical"]').forEach((link) => link.remove());
  const add = (rel: string, href: string, hreflang?: string) => {
    const link = document.createElement('link');
    link.rel = rel;
    if (hreflang) link.hreflang = hreflang;
    link.href = href;
    link.setAttribute(OWNED, '');
    document.head.appendChild(link);
  };
  add('canonical', canonical);
  for (const { hreflang, href } of links) add('alternate', href, hreflang);
}

/**
 * The head of the page a team's route shows: its title ("Shop · Inercise"), its meta description, its canonical URL
 * and its alternates in the other language (hreflang), kept in step with the route. `paths` names the page's path
 * in each language when it differs by more than the prefix (a slug). When the page goes, its title and
 * description are put back and its alternates taken away, so the next team's page inherits none of them.
 * A null title or description leaves that one as it is (a page still loading what it is about).
 */
export function usePageMeta(title: string | null, description: string | null, paths?: Record<Language, string>): void {
  // Not the router's location: the main entry of @inercise/shared stays free of the router, which pages without one
  // (the header, a first screen) do not load.
  const path = useLocationPath();
  const queryAt = path.indexOf('?');
  const pathname = queryAt < 0 ? path : path.slice(0, queryAt);
  const search = queryAt < 0 ? '' : path.slice(queryAt);

  useEffect(() => {
    if (title === null) return;
    const previous = document.title;
    document.title = pageTitle(title);
    return () => {
      document.title = previous;
    };
  }, [title]);

  useEffect(() => {
    if (description === null) return;
    const tag = descriptionTag();
    const previous = tag.content;
    tag.content = description;
    return () => {
      tag.content = previous;
    };
  }, [description]);

  // By value: a new object naming the same paths is the same page.
  const enPath = paths?.en;
  const plPath = paths?.pl;
  useEffect(() => {
    const bare = stripLanguage(pathname);
    const language = languageFromPath(pathname) ?? document.documentElement.lang;
    const own = enPath !== undefined && plPath !== undefined ? { en: enPath, pl: plPath } : undefined;
    const { origin } = window.location;
    setAlternates(alternateLinks(origin, bare, search, own), canonicalLink(origin, bare, search, language, own));
  }, [pathname, search, enPath, plPath]);
  useEffect(
    () => () => {
      document.head.querySelectorAll(`link[${OWNED}]`).forEach((link) => link.remove());
    },
    [],
  );
}
