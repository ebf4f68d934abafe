import './i18n/registerTranslations';
import './firstScreenStyles';
import { createApplication, nextTask, type ApplicationModule } from '@inercise/shared';
import { contentRoutes } from './routes/contentRoutes';
import { preloadingCurrentPage } from './routes/preloadingCurrentPage';

// What the shell loads as this remote's `./app` (ExposedModules of @inercise/shared), its code evaluated in steps
// (createApplication's `load`).
export const { bootstrap, mount, unmount }: ApplicationModule = preloadingCurrentPage(
  createApplication('mf-content', {
    load: async () => {
      const [{ takeArticleFromFirstScreen }, { takePublishedArticlesFromFirstScreen }, { takeDeviceSetPricesFromFirstScreen }] = await Promise.all([
        import(/* webpackMode: "eager" */ './features/article/articleHandoff'),
        import(/* webpackMode: "eager" */ './features/articles/publishedArticlesHandoff'),
        import(/* webpackMode: "eager" */ './features/home/deviceSetHandoff'),
      ]);
      await nextTask();
      // Before the first render: the article, the list of articles and the set's prices the server drew are the
      // application's first render too.
      takeArticleFromFirstScreen();
      takePublishedArticlesFromFirstScreen();
      takeDeviceSetPricesFromFirstScreen();
      await nextTask();
      return (await import(/* webpackMode: "eager" */ './App')).App;
    },
  }),
  contentRoutes,
);
