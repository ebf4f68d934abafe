import './i18n/registerTranslations';
import './i18n/registerProductTranslations';
import { createApplication } from '@inercise/shared';
import { App } from './App';
import { trackInShopHistory } from './features/navigation/inShopHistory';

// The shell starts this in the session start-up; the standalone QA page has no shell, so the application does too.
trackInShopHistory();

export const { bootstrap, mount, unmount } = createApplication('mf-account', App);
