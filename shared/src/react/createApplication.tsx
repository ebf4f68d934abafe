import type { ComponentType, ReactNode } from 'react';
import { startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot, type Root as ReactRoot } from 'react-dom/client';
import type { LifeCycles } from 'single-spa';
import { getStore, whenRehydrated } from '../store/appStore';
import { selectCurrency } from '../store/currencySlice';
import { currentLanguage, i18n, translationsReady } from '../i18n/i18n';
import { adoptableScreen } from '../firstScreen/adoptableScreen';
import { nextTask } from '../scheduling/nextTask';
import { AppRoot } from './AppRoot';
import { ErrorBoundary } from './ErrorBoundary';

export interface ApplicationProps {
  /** The element the host gives this application to render into. */
  domElement?: HTMLElement;
  name?: string;
}

/** Tells single-spa the application is on the page once React has committed it. */
function Mounted({ onMounted, children }: { onMounted: () => void; children: ReactNode }) {
  useEffect(() => onMounted(), [onMounted]);
  return children;
}

function containerOf(name: string, props: ApplicationProps): HTMLElement {
  if (props.domElement) return props.domElement;
  const existing = document.getElementById(`app-${name}`);
  if (existing) return existing;
  const element = document.createElement('div');
  element.id = `app-${name}`;
  (document.querySelector('main') ?? document.body).appendChild(element);
  return element;
}

/** The tree of an application's root, the same whether it draws its first render or adopts the server's. */
function applicationTree(name: string, Root: ComponentType, onMounted: () => void): ReactNode {
  return (
    <Mounted onMounted={onMounted}>
      {/* Last line of defence, should the provider stack itself fail: a plain translated notice. */}
      <ErrorBoundary name={name} fallback={() => <p role="alert">{i18n.t('errors.unexpected')}</p>}>
        <AppRoot name={name}>
          <Root />
        </AppRoot>
      </ErrorBoundary>
    </Mounted>
  );
}

/**
 * What an application draws: its root component, or `load`, which evaluates the application's code in steps of its
 * own (each `await nextTask()` between them ends a task) and resolves to that component. Imports inside `load` are
 * best made `webpackMode: "eager"`: the code stays in the exposed file (no extra request) and is only evaluated there.
 */
export type ApplicationRoot = ComponentType | { load: () => Promise<ComponentType> };

/**
 * single-spa lifecycles for a team's React application: its own React root, wrapped in the shared provider stack.
 * Starting waits for the persisted store, so a logged-in shopper is never taken for a guest, and for the texts of the
 * page's language, so the first render never shows a translation key.
 *
 * Start-up runs in short tasks: the application's code (given as a loader) is evaluated after the store and texts are
 * ready, in a task of its own, and mounting starts in the next one, so a tap on the first screen meanwhile is answered
 * between the steps (docs/decisions/0014-start-up-in-short-tasks.md).
 *
 * A first screen the server drew as adoptable (renderApplicationScreen) is hydrated: React takes over its elements
 * and wires them, instead of drawing the page a second time, and the screen stops being inert once that is done.
 * Otherwise the first render draws over whatever the server put in the container, which stays on screen until React
 * commits. Either way the first render is a transition: React works in slices of a few milliseconds and lets the
 * browser breathe between them, instead of one long task per application that would hold up a shopper's first tap.
 */
export function createApplication(name: string, root: ApplicationRoot): LifeCycles<ApplicationProps> {
  let reactRoot: ReactRoot | null = null;
  let Root: ComponentType | null = 'load' in root ? null : root;
  return {
    bootstrap: async () => {
      await Promise.all([whenRehydrated(), translationsReady()]);
      if (!Root && 'load' in root) {
        await nextTask();
        Root = await root.load();
      }
    },
    mount: async (props) => {
      await nextTask();
      const App = Root;
      if (!App) throw new Error(`${name} was mounted before it was bootstrapped`);
      await new Promise<void>((resolve) => {
        const container = containerOf(name, props);
        const screen = adoptableScreen(name, container, {
          language: currentLanguage(),
          currency: selectCurrency(getStore().getState()),
        });
        startTransition(() => {
          if (screen) {
            const adopted = () => {
              screen.removeAttribute('inert');
              resolve();
            };
            reactRoot = hydrateRoot(screen, applicationTree(name, App, adopted), {
              // React drew the part that differed afresh; the page works, but the server and browser disagree.
              onRecoverableError: (error) => console.warn(`${name} could not adopt the server's first screen`, error),
            });
          } else {
            const fresh = createRoot(container);
            reactRoot = fresh;
            fresh.render(applicationTree(name, App, resolve));
          }
        });
      });
    },
    unmount: async () => {
      reactRoot?.unmount();
      reactRoot = null;
    },
  };
}
