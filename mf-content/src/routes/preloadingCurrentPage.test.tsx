import { screen } from '@testing-library/dom';
import type { LifeCycles } from 'single-spa';
import { createApplication, i18n, type ApplicationProps } from '@inercise/shared';
import { BrowserRouter } from '@inercise/shared/router';
import { placeFirstScreen } from '@inercise/shared/testing';
import '../i18n/registerTranslations';
import { controlledPage, type ControlledPage } from '../testing/controlledPage';
import type { PageRoute } from './contentRoutes';
import { PageRoutes } from './PageRoutes';
import { preloadingCurrentPage } from './preloadingCurrentPage';

type Step = LifeCycles<ApplicationProps>['mount'];

/** Runs a lifecycle the way single-spa and the shell do: one function, or each of a list in turn. */
async function run(step: Step, props: ApplicationProps): Promise<void> {
  for (const fn of [step].flat()) await fn(props as never);
}

/** Lets every promise callback already due run (a macrotask comes after them all); no time passes. */
const everyDueCallback = () => new Promise((resolve) => setTimeout(resolve, 0));

// Rendered through the application's own root, as in the browser: no act(), React's own scheduler.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

describe('the application over a first screen', () => {
  let home: ControlledPage;
  let blog: ControlledPage;
  let routes: PageRoute[];
  let container: HTMLElement;
  let seen: string[];
  let observer: MutationObserver;
  let lifecycles: LifeCycles<ApplicationProps> | null;

  beforeEach(() => {
    home = controlledPage('Home');
    blog = controlledPage('Blog');
    routes = [
      { path: '/', page: home.page },
      { path: '/blog', page: blog.page },
    ];
    container = placeFirstScreen({ html: '<div class="first-screen" inert><h1>Blog drawn by the server</h1></div>' });
    // Every state of the container the shopper could see: what it holds after each change.
    seen = [];
    observer = new MutationObserver(() => seen.push(container.innerHTML));
    observer.observe(container, { childList: true, subtree: true, characterData: true });
    lifecycles = null;
  });

  afterEach(async () => {
    observer.disconnect();
    if (lifecycles) await run(lifecycles.unmount, { domElement: container });
  });

  /** The application, with (or without) the preloading; `render` counts the calls of the plain mount, which renders. */
  function application(withPreloading: boolean) {
    const App = () => (
      <BrowserRouter>
        <PageRoutes routes={routes} />
      </BrowserRouter>
    );
    const plain = createApplication('test', App);
    const render = jest.fn(plain.mount as (props: ApplicationProps) => Promise<void>);
    lifecycles = withPreloading ? preloadingCurrentPage({ ...plain, mount: render }, routes) : plain;
    return { ...lifecycles, render };
  }

  it('starts fetching the current page code at bootstrap, and that page only', async () => {
    window.history.replaceState(null, '', '/pl/blog/');
    await run(application(true).bootstrap, { domElement: container });
    expect([blog.loads(), home.loads()]).toEqual([1, 0]);
  });

  it('mounts only with the page code in hand, so its first commit replaces the first screen with the page itself', async () => {
    window.history.replaceState(null, '', '/pl/blog');
    const app = application(true);
    await run(app.bootstrap, { domElement: container });
    const mounting = run(app.mount, { domElement: container });
    await everyDueCallback();
    expect(app.render).not.toHaveBeenCalled();
    expect(container).toHaveTextContent('Blog drawn by the server');

    blog.arrive();
    await mounting;
    expect(app.render).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Blog page' })).toBeInTheDocument();
    // The first change the shopper could see is the page; never an empty container nor the loading state.
    expect(seen[0]).toContain('Blog page');
    expect(seen.filter((state) => state === '' || state.includes('role="status"'))).toEqual([]);
    expect(blog.loads()).toBe(1);
  });

  it('mounts even when the page code fails, and shows the usual translated notice in its place', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/blog');
    const app = application(true);
    await run(app.bootstrap, { domElement: container });
    const mounting = run(app.mount, { domElement: container });
    blog.fail();
    await mounting;
    expect(await screen.findByRole('alert')).toHaveTextContent(i18n.t('fallback.title'));
    expect(seen.some((state) => state.includes('role="status"'))).toBe(false);
    consoleError.mockRestore();
  });

  // Why mount waits: React 19 commits a new Suspense boundary's fallback even in a transition, over the first screen.
  it('without the wait, the first render would put the loading state over the first screen', async () => {
    window.history.replaceState(null, '', '/blog');
    const app = application(false);
    await run(app.bootstrap, { domElement: container });
    await run(app.mount, { domElement: container });
    expect(container.querySelector('[role="status"]')).not.toBeNull();
    expect(container).not.toHaveTextContent('Blog drawn by the server');
  });
});
