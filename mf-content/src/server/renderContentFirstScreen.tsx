import { bareRoute, routeOwners, sellerDataBlock, type OwnedRoute } from '@inercise/shared';
import type { FirstScreen, FirstScreenRequest } from '@inercise/shared/first-screen';
import { routeMatches } from '../routes/routeMatches';
import { sellerOrNone } from './sellerOrNone';
import { serverPages } from './serverPages';

/** The pages that name the seller in their markup: the seller goes with them, so the application draws the same. */
const namingTheSeller: ReadonlySet<OwnedRoute<'mf-content'>> = new Set(['/contact', '/terms-of-sale', '/privacy-policy', '/application']);

/**
 * Every route of this team drawn whole on the server, in the page's language, as the application's first render
 * draws it, with what the page says about itself (title, description, picture, structured data). The data a page
 * was drawn from (an article, the list of articles) goes with the markup, so the application starts from it. An
 * article at an old address says where it moved; an unknown one, that it is not there. The pages naming the seller
 * hand it over too.
 */
export async function renderContentFirstScreen(request: FirstScreenRequest): Promise<FirstScreen | null> {
  const bare = bareRoute(request.path);
  const route = routeOwners['mf-content'].find((pattern) => routeMatches(pattern, bare));
  if (!route) return null;
  if (!namingTheSeller.has(route)) return serverPages[route](request, route);
  // Asked before drawing: the page's render takes it from @inercise/shared's copy, in the same turn.
  const seller = await sellerOrNone();
  const screen = await serverPages[route](request, route);
  return seller ? { ...screen, html: screen.html + sellerDataBlock(seller) } : screen;
}
