import { PartnersPage } from '../features/partners/PartnersPage';
import { loadPartners, partnersDataBlock } from '../features/partners/partnerList';
import { contentTexts } from './contentI18n';
import { drawPage } from './drawPage';
import type { ServerPage } from './serverPage';

/**
 * The partners page whole, from the API's partner list (the checkout's), handed over with the markup so the
 * application starts from it. Without the list (the API cannot say now) the page is drawn waiting for it, as the
 * application's first render draws it.
 */
export const renderPartnersScreen: ServerPage = async (request, route) => {
  // Asked before drawing: the page's render takes the list from the loader's copy, in the same turn.
  const partners = await loadPartners().catch(() => null);
  const html = drawPage(request, route, <PartnersPage />) + (partners ? partnersDataBlock(partners) : '');
  const t = contentTexts(request.language);
  return { html, head: { title: t('meta.partners.title'), description: t('meta.partners.description') } };
};
