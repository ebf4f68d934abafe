import type { LifeCycles } from 'single-spa';
import { i18n, loadRemoteModule, type RemoteName } from '@inercise/shared';

interface AppProps {
  name?: string;
  domElement: HTMLElement;
}

type RemoteLifecycles = LifeCycles<AppProps>;

async function run(fn: RemoteLifecycles['bootstrap'], props: AppProps): Promise<void> {
  const steps = Array.isArray(fn) ? fn : [fn];
  for (const step of steps) await step(props as never);
}

/** Vanilla DOM on purpose: the root config uses no UI framework, and this must work when a remote is down. */
function renderFallback(container: HTMLElement, onRetry: () => void): void {
  container.replaceChildren();
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.className = 'remote-fallback';
  const text = document.createElement('p');
  text.textContent = i18n.t('fallback.title');
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'remote-fallback__retry';
  button.textContent = i18n.t('fallback.retry');
  button.addEventListener('click', onRetry);
  box.append(text, button);
  container.append(box);
}

function renderLoading(container: HTMLElement): void {
  container.replaceChildren();
  const busy = document.createElement('div');
  busy.className = 'remote-loading';
  busy.setAttribute('aria-busy', 'true');
  busy.setAttribute('aria-label', i18n.t('fallback.loading'));
  container.append(busy);
}

/** How long the application waits for the first screen's images before drawing over them regardless. */
const FIRST_SCREEN_IMAGES_WAIT_MS = 3000;

/**
 * Resolves once the first screen's eager images are decoded (or failed, or the wait is over) and a frame has been
 * painted with them. The application then takes over a first screen the shopper has seen whole, and its work
 * (adopting the markup, or drawing it afresh) does not compete with the first paint of the largest image.
 */
function firstScreenPainted(container: HTMLElement, timeoutMs = FIRST_SCREEN_IMAGES_WAIT_MS): Promise<void> {
  const images = [...container.querySelectorAll('img')].filter((image) => image.getAttribute('loading') !== 'lazy');
  const decoded = Promise.all(images.map((image) => (typeof image.decode === 'function' ? image.decode().catch(() => undefined) : undefined)));
  const waited = new Promise<void>((resolve) => setTimeout(resolve, timeoutMs));
  const painted = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  return Promise.race([decoded.then(painted), waited]);
}

/**
 * A single-spa application standing in for a team's remote: it loads the remote's `./app` when first mounted,
 * shows a translated fallback with a retry when that fails, and from then on delegates to the real lifecycles.
 */
export function remoteApplication(remote: RemoteName, containerId: string): LifeCycles<AppProps> {
  let real: RemoteLifecycles | null = null;
  let bootstrapped = false;
  let mounted = false;
  let active = false;
  let container: HTMLElement | null = null;
  let attempted = false;

  const containerFor = () => {
    container ??= document.getElementById(containerId);
    if (!container) throw new Error(`#${containerId} is missing from the page`);
    return container;
  };

  async function attempt(props: AppProps): Promise<void> {
    const element = containerFor();
    // The first screen the server put in the container stays on screen until the application takes it over.
    const keepFirstScreen = !attempted && element.firstElementChild !== null;
    attempted = true;
    if (!keepFirstScreen) renderLoading(element);
    try {
      real ??= await loadRemoteModule(`${remote}/app`);
      if (!active) return;
      if (!bootstrapped) {
        await run(real.bootstrap, { ...props, domElement: element });
        bootstrapped = true;
      }
      if (!active) return;
      if (keepFirstScreen) await firstScreenPainted(element);
      else element.replaceChildren();
      if (!active) return;
      await run(real.mount, { ...props, domElement: element });
      mounted = true;
      // The shopper may have left while the remote was mounting.
      if (!active) {
        mounted = false;
        await run(real.unmount, { ...props, domElement: element });
      }
    } catch (error) {
      console.error(`${remote} could not be shown`, error);
      if (active) renderFallback(element, () => void attempt(props));
    }
  }

  return {
    bootstrap: async () => undefined,
    // Not awaited: a slow remote must not hold up single-spa's routing of every other application.
    mount: async (props) => {
      active = true;
      void attempt(props as AppProps);
    },
    unmount: async (props) => {
      active = false;
      if (real && mounted) {
        mounted = false;
        await run(real.unmount, { ...(props as AppProps), domElement: containerFor() });
      }
      containerFor().replaceChildren();
    },
  };
}
