import './i18n/registerTranslations';
import './i18n/registerPageTexts';
import './i18n/registerProductTranslations';
import { createApplication, type ApplicationModule } from '@inercise/shared';

// What the shell loads as this remote's `./app` (ExposedModules of @inercise/shared). The application's code is in
// this same file (an eager import: no extra request) but evaluated once the shell has the store and texts ready, in a
// task of its own (docs/decisions/0014-start-up-in-short-tasks.md).
export const { bootstrap, mount, unmount }: ApplicationModule = createApplication('mf-cart-checkout', {
  load: async () => (await import(/* webpackMode: "eager" */ './App')).App,
});
