import { bareRoute, renderFirstScreen, serverI18n, type FirstScreen, type FirstScreenRequest } from '@inercise/shared/first-screen';
import { contentTranslations } from '../i18n/contentTranslations';
import { HeroSection } from '../features/home/HeroSection';

const i18nFor = serverI18n('content', contentTranslations);

/**
 * The home page opens with the hero (poster, headline, the way to the shop): the whole first screen on a phone and
 * on a desktop, and the page's largest image. The other routes depend on the shopper or the API and are left to
 * the browser.
 */
export function renderContentFirstScreen(request: FirstScreenRequest): FirstScreen | null {
  if (bareRoute(request.path) !== '/') return null;
  return renderFirstScreen(<HeroSection />, i18nFor(request.language));
}
