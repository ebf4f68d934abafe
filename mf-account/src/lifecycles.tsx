import './i18n/registerTranslations';
import './i18n/registerProductTranslations';
import { createApplication, trackInShopHistory, type ApplicationModule } from '@inercise/shared';
import { App } from './App';

// The shell starts this at start-up; the standalone QA page has no shell, so the application does too.
trackInShopHistory();

// What the shell loads as this remote's `./app` (ExposedModules of @inercise/shared).
export const { bootstrap, mount, unmount }: ApplicationModule = createApplication('mf-account', App);
