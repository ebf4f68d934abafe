import { act, screen } from '@testing-library/react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { Navigate, useNavigate, useParams, useSearchParams } from '@inercise/shared/router';
import { assetUrl } from '../api/apiClient';
import { getRuntimeConfig } from '../config/runtimeConfig';
import { SpaLink } from '../react/SpaLink';
import { useCurrency, useLanguage } from '../react/hooks';
import { useAppSelector } from '../store/hooks';
import { loggedOut } from '../store/authSlice';
import { makeStore } from '../store/makeStore';
import { placeFirstScreen } from './firstScreen';
import { aCartLine, aServerCart } from './fixtures';
import { renderWithShop } from './renderWithShop';

const demoTranslations = {
  en: { greeting: 'Hello, {{name}}', cart: 'Cart: {{count}} lines' },
  pl: { greeting: 'Cześć, {{name}}', cart: 'Koszyk: {{count}} pozycji' },
};

/** A page of a made-up remote: its own namespace, the route's parameter and query, the store's state. */
function DemoPage() {
  const { t } = useTranslation('demo');
  const { name } = useParams();
  const [search] = useSearchParams();
  const language = useLanguage();
  const currency = useCurrency();
  const lines = useAppSelector((state) => state.cart.cartItems.length);
  const email = useAppSelector((state) => state.auth.email);
  const navigate = useNavigate();
  return (
    <main>
      <h1>{t('greeting', { name })}</h1>
      <p>{`${language} ${currency} ${search.get('tab') ?? 'no tab'} ${email ?? 'visitor'}`}</p>
      <p>{t('cart', { count: lines })}</p>
      <button type="button" onClick={() => navigate('/en/shop?type=HANDLE', { state: { from: 'demo' } })}>
        Shop
      </button>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
    </main>
  );
}

const demo = { translations: { demo: demoTranslations }, path: '/:lang/hello/:name' };

describe('renderWithShop', () => {
  it('shows the page in the language of the route, with its own namespace, and says so to <html lang>', () => {
    renderWithShop(<DemoPage />, { ...demo, route: '/pl/hello/Anna?tab=orders' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Cześć, Anna');
    expect(screen.getByText('pl PLN orders visitor')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('pl');
  });

  it('takes the language given over the route’s, and English for a route without one', () => {
    const { unmount } = renderWithShop(<DemoPage />, { ...demo, route: '/pl/hello/Anna', language: 'en' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Hello, Anna');
    unmount();
    renderWithShop(<DemoPage />, { translations: demo.translations, path: '/hello/:name', route: '/hello/Jan' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Hello, Jan');
  });

  it('draws nothing where the path does not match, and tells where the shopper went', async () => {
    const { user, location } = renderWithShop(<DemoPage />, { ...demo, route: '/en/hello/Anna', history: ['/en/cart'] });
    expect(location()).toMatchObject({ pathname: '/en/hello/Anna', url: '/en/hello/Anna' });
    await user.click(screen.getByRole('button', { name: 'Shop' }));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(location()).toEqual({ pathname: '/en/shop', search: '?type=HANDLE', hash: '', state: { from: 'demo' }, url: '/en/shop?type=HANDLE' });
  });

  it('starts from the history and router state given', async () => {
    const { user, location } = renderWithShop(<DemoPage />, { ...demo, route: '/en/hello/Anna', history: ['/en/cart'], state: { fromActivation: true } });
    expect(location().state).toEqual({ fromActivation: true });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(location().url).toBe('/en/cart');
  });

  it('follows a redirect at the first render', () => {
    const { location } = renderWithShop(<Navigate to="/en/login" replace />, { route: '/en/user-order', path: '/:lang/user-order' });
    expect(location().pathname).toBe('/en/login');
  });

  it('puts the route in the address bar, where the page’s head reads it, unless told not to', () => {
    renderWithShop(<DemoPage />, { ...demo, route: '/pl/hello/Anna?tab=orders' });
    expect(window.location.pathname + window.location.search).toBe('/pl/hello/Anna?tab=orders');
    renderWithShop(<DemoPage />, { ...demo, route: '/en/hello/Jan', addressBar: false });
    expect(window.location.pathname).toBe('/pl/hello/Anna');
  });

  it('gives a fresh store per render, usable from the test, with the currency chosen', () => {
    const first = renderWithShop(<DemoPage />, { ...demo, route: '/en/hello/Anna', currency: 'EUR' });
    expect(screen.getByText('en EUR no tab visitor')).toBeInTheDocument();
    act(() => {
      first.store.dispatch(loggedOut());
    });
    first.unmount();
    const second = renderWithShop(<DemoPage />, { ...demo, route: '/en/hello/Anna' });
    expect(second.store).not.toBe(first.store);
    expect(second.store.getState().currency.selected).toBe('PLN');
  });

  it('logs a customer in, and restores slices as from the shopper’s storage', () => {
    const { store } = renderWithShop(<DemoPage />, {
      ...demo,
      route: '/en/hello/Anna',
      loggedIn: { user: null },
      preloadedState: { cart: aServerCart({ cartItems: [aCartLine(), aCartLine({ id: 2 })] }), currency: { selected: 'EUR' } },
    });
    expect(screen.getByText('en EUR no tab anna@example.com')).toBeInTheDocument();
    expect(screen.getByText('Cart: 2 lines')).toBeInTheDocument();
    expect(store.getState().auth).toMatchObject({ accessToken: 'jwt', email: 'anna@example.com', user: null });
    expect(store.getState().currency).toMatchObject({ list: [], selected: 'EUR', chosenByUser: false });
  });

  it('keeps the state through the storage’s own restore, which comes later and finds nothing', async () => {
    const { store } = renderWithShop(<DemoPage />, { ...demo, route: '/en/hello/Anna', loggedIn: true });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(store.getState().auth.accessToken).toBe('jwt');
    expect(store.getState().auth.user?.id).toBe(7);
  });

  it('uses the store given, applying the state options to it', () => {
    const { store } = makeStore();
    const view = renderWithShop(<DemoPage />, { ...demo, route: '/en/hello/Anna', store, loggedIn: { email: 'jan@example.com' } });
    expect(view.store).toBe(store);
    expect(screen.getByText('en PLN no tab jan@example.com')).toBeInTheDocument();
  });

  it('keeps the providers on rerender', () => {
    const { rerender } = renderWithShop(<DemoPage />, { ...demo, route: '/pl/hello/Anna' });
    rerender(<DemoPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Cześć, Anna');
  });

  it('renders a fragment outside any router; where it leads is then the window’s address', async () => {
    window.history.replaceState(null, '', '/');
    const { user, location } = renderWithShop(<SpaLink to="/cart">Cart</SpaLink>, { router: false, language: 'pl' });
    await user.click(screen.getByRole('link', { name: 'Cart' }));
    expect(location().url).toBe('/pl/cart');
    expect(() => renderWithShop(<DemoPage />, { router: false, path: '/x' })).toThrow('`path` needs the router');
  });

  it('points the API at the URL given for one test', () => {
    renderWithShop(<p>Image</p>, { apiUrl: 'http://api.test' });
    expect(assetUrl('thumbnail', 'bar.webp')).toBe('http://api.test/thumbnail/bar.webp');
  });

  it('puts the API back afterwards', () => {
    expect(getRuntimeConfig().apiUrl).toBe('http://localhost:8443');
  });
});

describe('placeFirstScreen', () => {
  it('puts the server’s markup and data blocks in the application’s container', () => {
    const element = placeFirstScreen({ container: 'app-mf-demo', html: '<h1>Shop</h1>', data: { 'demo-data': { products: ['</script>'] } } });
    expect(document.getElementById('app-mf-demo')).toBe(element);
    expect(screen.getByRole('heading', { name: 'Shop' })).toBeInTheDocument();
    expect(JSON.parse(element.querySelector('script#demo-data')?.textContent ?? '')).toEqual({ products: ['</script>'] });
  });

  it('leaves the page when the test ends', () => {
    expect(document.getElementById('app-mf-demo')).toBeNull();
  });
});
