import './i18n/registerTranslations';
import './i18n/registerPageTexts';
import './i18n/registerProductTranslations';
import { createApplication, type ApplicationModule } from '@inercise/shared';
import { App } from './App';

// What the shell loads as this remote's `./app` (ExposedModules of @inercise/shared).
export const { bootstrap, mount, unmount }: ApplicationModule = createApplication('mf-cart-checkout', App);
