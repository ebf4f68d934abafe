import { changeLanguage, currentLanguage, eventBus, languageFromPath, localizePath, reportPageView, type Language } from '@inercise/shared';

/**
 * The language of the path, once its texts are on the page. When they cannot be downloaded the page stays in its
 * language, the path is put back under that language's prefix (so the two never disagree) and the language switch
 * shows the error.
 */
function followLanguage(language: Language, switching: { to: Language | null }): void {
  if (switching.to === language) return;
  switching.to = language;
  changeLanguage(language).then(
    () => {
      if (switching.to === language) switching.to = null;
    },
    (error: unknown) => {
      if (switching.to !== language) return;
      switching.to = null;
      console.warn(`the ${language} texts could not be loaded`, error);
      const { pathname, search, hash } = window.location;
      if (languageFromPath(pathname) === language) {
        window.history.replaceState(window.history.state, '', localizePath(`${pathname}${search}${hash}`, currentLanguage()));
      }
      eventBus.emit('language:failed', { language });
    },
  );
}

/**
 * On every single-spa route change, once for every application: follow the language of the path,
 * report one page view and scroll to the top of the new page.
 */
export function watchRoutes(): void {
  let lastReported: string | null = null;
  let lastPathname: string | null = null;
  const switching: { to: Language | null } = { to: null };
  window.addEventListener('single-spa:routing-event', () => {
    const { pathname, search, hash } = window.location;
    const language = languageFromPath(pathname);
    if (language && (language !== currentLanguage() || switching.to !== null)) followLanguage(language, switching);
    const page = `${pathname}${search}`;
    if (page === lastReported) return;
    lastReported = page;
    reportPageView(page, language ?? currentLanguage());
    if (lastPathname !== null && pathname !== lastPathname && !hash) window.scrollTo(0, 0);
    lastPathname = pathname;
  });
}
