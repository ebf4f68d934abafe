import { act, screen } from '@testing-library/react';
import { BrowserRouter } from '@inercise/shared/router';
import { renderWithShop, type ShopRenderResult } from '@inercise/shared/testing';
import { contentTranslations } from '../i18n/contentTranslations';
import { controlledPage, type ControlledPage } from '../testing/controlledPage';
import type { PageRoute } from './contentRoutes';
import { PageRoutes } from './PageRoutes';

/**
 * The pages under the application's own router, at the given URL. Rendering and navigating go through an awaited
 * act: React only lets a suspended render pick up again in tests when the act that suspended it was awaited.
 */
async function renderRoutes(routes: PageRoute[], url: string): Promise<ShopRenderResult> {
  // The application brings its own router, which reads the address bar.
  return act(async () =>
    renderWithShop(
      <BrowserRouter>
        <PageRoutes routes={routes} />
      </BrowserRouter>,
      { route: url, router: false, translations: { content: contentTranslations } },
    ),
  );
}

/** Moves on the way single-spa's patched pushState does: a new history entry, then popstate for every router. */
async function navigate(url: string) {
  await act(async () => {
    window.history.pushState(null, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

async function arrive(page: ControlledPage) {
  await act(async () => page.arrive());
}

describe('the content pages by route', () => {
  let home: ControlledPage;
  let blog: ControlledPage;
  let qr: ControlledPage;
  let routes: PageRoute[];

  beforeEach(() => {
    home = controlledPage('Home');
    blog = controlledPage('Blog');
    qr = controlledPage('QR');
    routes = [
      { path: '/', page: home.page },
      { path: '/blog', page: blog.page },
      { path: '/qr', page: qr.page },
      { path: '/qr/:serialNumber', page: qr.page },
    ];
  });

  it('asks only for the current page code and shows the loading state until it arrives', async () => {
    await renderRoutes(routes, '/');
    expect(screen.getByRole('status', { name: 'Loading…' })).toHaveAttribute('aria-busy', 'true');
    await arrive(home);
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
    expect([home.loads(), blog.loads(), qr.loads()]).toEqual([1, 0, 0]);
  });

  it('renders a page whose code is already in hand at once, with no loading state', async () => {
    const preloaded = home.page.preload();
    home.arrive();
    await preloaded;
    await renderRoutes(routes, '/en');
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('shows the loading state, not the old page, while the next page code loads, then that page', async () => {
    await renderRoutes(routes, '/');
    await arrive(home);
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    await navigate('/pl/blog');
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Home page' })).not.toBeInTheDocument();
    await arrive(blog);
    expect(screen.getByRole('heading', { name: 'Blog page' })).toBeInTheDocument();
    // Back to a page already fetched: there at once, fetched once.
    await navigate('/');
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(home.loads()).toBe(1);
  });

  it('keeps a page on screen when moving between its own routes', async () => {
    await renderRoutes(routes, '/qr');
    await arrive(qr);
    const heading = screen.getByRole('heading', { name: 'QR page' });
    await navigate('/qr/INR-0042');
    expect(screen.getByRole('heading', { name: 'QR page' })).toBe(heading);
  });

  it('reports a page code that failed to load with the usual translated notice, and fetches it again on retry', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await renderRoutes(routes, '/blog');
    await act(async () => blog.fail());
    expect(screen.getByRole('alert')).toHaveTextContent('This part of the shop is not available right now.');
    expect(consoleError).toHaveBeenCalled();

    const retry = screen.getByRole('button', { name: 'Try again' });
    await act(async () => user.click(retry));
    expect(blog.loads()).toBe(2);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    await arrive(blog);
    expect(screen.getByRole('heading', { name: 'Blog page' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    consoleError.mockRestore();
  });
});
