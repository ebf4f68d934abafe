import './i18n/registerTranslations';
import { createApplication, type ApplicationModule } from '@inercise/shared';
import { App } from './App';
import { takeCatalogueFromFirstScreen } from './features/firstScreen/catalogueHandoff';

// Before the first render: the page the server drew is the application's first render too.
takeCatalogueFromFirstScreen();

// What the shell loads as this remote's `./app` (ExposedModules of @inercise/shared).
export const { bootstrap, mount, unmount }: ApplicationModule = createApplication('mf-catalog', App);
