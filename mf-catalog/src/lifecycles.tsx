import './i18n/registerTranslations';
import { createApplication } from '@inercise/shared';
import { App } from './App';
import { takeCatalogueFromFirstScreen } from './features/firstScreen/catalogueHandoff';

// Before the first render: the page the server drew is the application's first render too.
takeCatalogueFromFirstScreen();

export const { bootstrap, mount, unmount } = createApplication('mf-catalog', App);
