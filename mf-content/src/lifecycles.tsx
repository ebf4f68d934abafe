import './i18n/registerTranslations';
import './firstScreenStyles';
import { createApplication, type ApplicationModule } from '@inercise/shared';
import { App } from './App';
import { takeArticleFromFirstScreen } from './features/article/articleHandoff';
import { takePublishedArticlesFromFirstScreen } from './features/articles/publishedArticlesHandoff';
import { contentRoutes } from './routes/contentRoutes';
import { preloadingCurrentPage } from './routes/preloadingCurrentPage';

// Before the first render: the article and the list of articles the server drew are the application's first render too.
takeArticleFromFirstScreen();
takePublishedArticlesFromFirstScreen();

// What the shell loads as this remote's `./app` (ExposedModules of @inercise/shared).
export const { bootstrap, mount, unmount }: ApplicationModule = preloadingCurrentPage(createApplication('mf-content', App), contentRoutes);
