import './i18n/registerTranslations';
import { createApplication } from '@inercise/shared';
import { App } from './App';

export const { bootstrap, mount, unmount } = createApplication('mf-content', App);
