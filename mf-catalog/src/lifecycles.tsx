import './i18n/registerTranslations';
import { createApplication, nextTask, type ApplicationModule } from '@inercise/shared';

// What the shell loads as this remote's `./app` (ExposedModules of @inercise/shared), its code evaluated in steps
// (createApplication's `load`).
export const { bootstrap, mount, unmount }: ApplicationModule = createApplication('mf-catalog', {
  load: async () => {
    const { takeCatalogueFromFirstScreen } = await import(/* webpackMode: "eager" */ './features/firstScreen/catalogueHandoff');
    await nextTask();
    // Before the first render: the page the server drew is the application's first render too.
    takeCatalogueFromFirstScreen();
    await nextTask();
    return (await import(/* webpackMode: "eager" */ './App')).App;
  },
});
