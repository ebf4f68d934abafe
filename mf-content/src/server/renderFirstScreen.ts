// This bundle's server module (built for Node into dist/server/): the first screens of its routes, every page whole.
import { firstScreenEntry } from '@inercise/shared/first-screen';

export const renderFirstScreen = firstScreenEntry(async () => (await import('./renderContentFirstScreen')).renderContentFirstScreen);
