// This bundle's server module (built for Node into dist/server/): the first screens of its routes (the shop and
// product pages) and of its fragment the home page holds (the product teasers).
import { firstScreenEntry, type FragmentRequest } from '@inercise/shared/first-screen';

export const renderFirstScreen = firstScreenEntry(async () => (await import('./renderCatalogFirstScreen')).renderCatalogFirstScreen);

export const renderFragment = firstScreenEntry<FragmentRequest>(async () => (await import('./renderCatalogFragment')).renderCatalogFragment);
