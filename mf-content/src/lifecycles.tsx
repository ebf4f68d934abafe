import './i18n/registerTranslations';
import { createApplication } from '@inercise/shared';
import { App } from './App';
import { takeArticleFromFirstScreen } from './features/article/articleHandoff';

// Before the first render: the article the server drew is the application's first render too.
takeArticleFromFirstScreen();

export const { bootstrap, mount, unmount } = createApplication('mf-content', App);
