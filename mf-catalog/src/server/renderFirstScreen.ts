// This bundle's server module (built for Node into dist/server/): the first screens of its routes (the shop and
// product pages) and of its fragment the home page holds (the product teasers).
import { firstScreenEntry, type RenderFragment } from '@inercise/shared/first-screen';

export const renderFirstScreen = firstScreenEntry(async () => (await import('./renderCatalogFirstScreen')).renderCatalogFirstScreen);

/**
 * Fragments go through the same entry as first screens, which points the images and the API calls where the
 * request says; the fragment's request rides along in the renderer it loads.
 */
export const renderFragment: RenderFragment = (request) =>
  firstScreenEntry(async () => {
    const { renderCatalogFragment } = await import('./renderCatalogFragment');
    return () => renderCatalogFragment(request);
  })({ ...request, path: '/' });
