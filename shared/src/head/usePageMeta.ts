import { useEffect } from 'react';
import { stripLanguage } from '../paths/localizedPath';
import { useLocationPath } from '../react/useLocationPath';
import { alternateLinks } from './alternateLinks';

/** Marks the alternates a page put in the head, so the page takes away only its own. */
const OWNED = 'data-page-meta';

/** The brand after every page's own title. */
const TITLE_SUFFIX = 'Inercise';

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  return tag;
}

function setAlternates(links: { hreflang: string; href: string }[]): void {
  // Whoever drew the page before may have left alternates of its own: one set per page.
  document.head.querySelectorAll('link[rel="alternate"][hreflang]').forEach((link) => link.remove());
  for (const { hreflang, href } of links) {
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.hreflang = hreflang;
    link.href = href;
    link.setAttribute(OWNED, '');
    document.head.appendChild(link);
  }
}

/**
 * The head of the page a team's route shows: its title ("Shop · Inercise"), its meta description, and its
 * alternates in the other language (hreflang), kept in step with the route. When the page goes, its title and
 * description are put back and its alternates taken away, so the next team's page inherits none of them.
 * A null title or description leaves that one as it is (a page still loading what it is about).
 */
export function usePageMeta(title: string | null, description: string | null): void {
  // Not the router's location: the main entry of @inercise/shared stays free of the router, which pages without one
  // (the header, a first screen) do not load.
  const path = useLocationPath();
  const queryAt = path.indexOf('?');
  const pathname = queryAt < 0 ? path : path.slice(0, queryAt);
  const search = queryAt < 0 ? '' : path.slice(queryAt);

  useEffect(() => {
    if (title === null) return;
    const previous = document.title;
    document.title = `${title} · ${TITLE_SUFFIX}`;
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

  useEffect(() => {
    setAlternates(alternateLinks(window.location.origin, stripLanguage(pathname), search));
  }, [pathname, search]);
  useEffect(
    () => () => {
      document.head.querySelectorAll(`link[${OWNED}]`).forEach((link) => link.remove());
    },
    [],
  );
}
