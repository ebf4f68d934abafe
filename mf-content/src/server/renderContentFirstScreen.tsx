import { bareRoute, routeOwners } from '@inercise/shared';
import type { FirstScreen, FirstScreenRequest } from '@inercise/shared/first-screen';
import { routeMatches } from '../routes/routeMatches';
import { serverPages } from './serverPages';

/**
 * Every route of this team drawn whole on the server, in the page's language, as the application's first render
 * draws it, with what the page says about itself (title, description, picture, structured data). The data a page
 * was drawn from (an article, the list of articles) goes with the markup, so the application starts from it. An
 * article at an old address says where it moved; an unknown one, that it is not there.
 */
export async function renderContentFirstScreen(request: FirstScreenRequest): Promise<FirstScreen | null> {
  const bare = bareRoute(request.path);
  const route = routeOwners['mf-content'].find((pattern) => routeMatches(pattern, bare));
  return route ? serverPages[route](request, route) : null;
}
