import './i18n/registerTranslations';
import './i18n/registerPageTexts';
import './i18n/registerProductTranslations';
import { createApplication, type ApplicationModule } from '@inercise/shared';

// What the shell loads as this remote's `./app` (ExposedModules of @inercise/shared), its code evaluated in steps
// (createApplication's `load`).
export const { bootstrap, mount, unmount }: ApplicationModule = createApplication('mf-cart-checkout', {
  load: async () => (await import(/* webpackMode: "eager" */ './App')).App,
});
