import './i18n/registerTranslations';
import './i18n/registerProductTranslations';
import { createApplication, trackInShopHistory } from '@inercise/shared';
import { App } from './App';

// The shell starts this at start-up; the standalone QA page has no shell, so the application does too.
trackInShopHistory();

export const { bootstrap, mount, unmount } = createApplication('mf-account', App);
