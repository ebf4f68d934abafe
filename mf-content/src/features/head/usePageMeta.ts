import { useEffect } from 'react';
import { useLocation } from '@inercise/shared/router';
import { stripLanguage } from '@inercise/shared';
import { alternateLinks } from './alternateLinks';

const OWNED = 'data-mf-content-head';

function setDescription(description: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.appendChild(meta);
  }
  meta.content = description;
}

function setAlternates(links: { hreflang: string; href: string }[]): void {
  // Whoever rendered the page before may have left its own alternates: one set per page.
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

/** Title, description and language alternates of the current page, kept in step with the route. */
export function usePageMeta(title: string, description: string): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    document.title = `${title} · Inercise`;
    setDescription(description);
  }, [title, description]);
  useEffect(() => {
    setAlternates(alternateLinks(window.location.origin, stripLanguage(pathname), search));
  }, [pathname, search]);
  useEffect(
    () => () => {
      // Leaving this bundle's pages: the next application states its own alternates.
      document.head.querySelectorAll(`link[${OWNED}]`).forEach((link) => link.remove());
    },
    [],
  );
}
