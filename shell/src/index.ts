// The page-wide styles are linked from index.html itself, so a first screen sent with the page is drawn right.
import '@inercise/shared/tokens.css';
import '@inercise/shared/base.css';
import './shell.css';

import { markFirstScreensInert } from './startup/markFirstScreensInert';
import { nextTask } from './startup/nextTask';

// A page sent without start.js (no first screen of its route) still has the server's header and footer.
markFirstScreensInert();

/**
 * The federation boundary: shared singletons are negotiated before any application code runs.
 * On a page the server sent with the route's first screen, this bundle is loaded by start.js once that screen is
 * shown (startup/pageStart); a page without one needs the applications to draw it and loads it at once. The start
 * goes in short tasks rather than one long one (docs/decisions/0014-start-up-in-short-tasks.md). React DOM and
 * i18next are requested together, so each is evaluated as its file arrives, in a task of its own; then the store's
 * libraries and the validation library, each in its own task, so that @inercise/shared, built from them, evaluates
 * only itself; the shell's own start follows in a later task, with all of them ready. (In one step, everything would
 * be evaluated in a single task once the last file is in, and a shopper's tap on the first screen would wait for all
 * of it.)
 */
async function startInSteps(): Promise<void> {
  await nextTask();
  await Promise.all([import('react-dom/client'), import('i18next')]);
  await nextTask();
  await import('./startup/storeLibraries');
  await nextTask();
  await import('./startup/validationLibrary');
  await nextTask();
  await import('@inercise/shared');
  await nextTask();
  await import('./bootstrap');
}

void startInSteps();
