import type { ComponentType, ReactNode } from 'react';
import { startTransition, useEffect } from 'react';
import { createRoot, type Root as ReactRoot } from 'react-dom/client';
import type { LifeCycles } from 'single-spa';
import { whenRehydrated } from '../store/appStore';
import { i18n, translationsReady } from '../i18n/i18n';
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

/**
 * single-spa lifecycles for a team's React application: its own React root, wrapped in the shared provider stack.
 * Starting waits for the persisted store, so a logged-in shopper is never taken for a guest, and for the texts of the
 * page's language, so the first render never shows a translation key.
 *
 * The first render is a transition: React renders in slices of a few milliseconds and lets the browser breathe
 * between them, instead of one long task per application that would hold up a shopper's first tap. Whatever the
 * server put in the container (its first screen) stays on screen until React commits its own markup over it.
 */
export function createApplication(name: string, Root: ComponentType): LifeCycles<ApplicationProps> {
  let root: ReactRoot | null = null;
  return {
    bootstrap: async () => {
      await Promise.all([whenRehydrated(), translationsReady()]);
    },
    mount: (props) =>
      new Promise<void>((resolve) => {
        root = createRoot(containerOf(name, props));
        const mounted = root;
        startTransition(() =>
          mounted.render(
            <Mounted onMounted={resolve}>
              {/* Last line of defence, should the provider stack itself fail: a plain translated notice. */}
              <ErrorBoundary name={name} fallback={() => <p role="alert">{i18n.t('errors.unexpected')}</p>}>
                <AppRoot name={name}>
                  <Root />
                </AppRoot>
              </ErrorBoundary>
            </Mounted>,
          ),
        );
      }),
    unmount: async () => {
      root?.unmount();
      root = null;
    },
  };
}
