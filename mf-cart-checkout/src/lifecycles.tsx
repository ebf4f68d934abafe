import './i18n/registerTranslations';
import './i18n/registerProductTranslations';
import { createApplication } from '@inercise/shared';
import { App } from './App';

export const { bootstrap, mount, unmount } = createApplication('mf-cart-checkout', App);
