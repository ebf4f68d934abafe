import { currentLanguage, eventBus, i18n, languageFromPath, reportPageView } from '@inercise/shared';

/**
 * On every single-spa route change, once for every application: follow the language of the path,
 * report one page view and scroll to the top of the new page.
 */
export function watchRoutes(): void {
  let lastReported: string | null = null;
  let lastPathname: string | null = null;
  window.addEventListener('single-spa:routing-event', () => {
    const { pathname, search, hash } = window.location;
    const language = languageFromPath(pathname);
    if (language && language !== i18n.language) {
      void i18n.changeLanguage(language);
      eventBus.emit('language:changed', { language });
    }
    const page = `${pathname}${search}`;
    if (page === lastReported) return;
    lastReported = page;
    reportPageView(page, currentLanguage());
    if (lastPathname !== null && pathname !== lastPathname && !hash) window.scrollTo(0, 0);
    lastPathname = pathname;
  });
}
