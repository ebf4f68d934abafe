import { act, render } from '@testing-library/react';
import { usePageMeta } from './usePageMeta';

function Page({ title, description }: { title: string | null; description: string | null }) {
  usePageMeta(title, description);
  return null;
}

const alternates = () => [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]);
const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null;

describe('usePageMeta', () => {
  beforeEach(() => {
    document.head.innerHTML = '<meta name="description" content="The page before">';
    document.title = 'Before';
  });

  it("states the page's title, description and alternates, and gives back what was there when the page goes", () => {
    window.history.replaceState(null, '', '/pl/cart?x=1');
    const page = render(<Page title="Twój koszyk" description="Produkty i dostawa" />);
    expect(document.title).toBe('Twój koszyk · Inercise');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Produkty i dostawa');
    expect(alternates()).toEqual([
      ['pl', 'http://localhost/pl/cart?x=1'],
      ['en', 'http://localhost/en/cart?x=1'],
      ['x-default', 'http://localhost/cart?x=1'],
    ]);
    expect(canonical()).toBe('http://localhost/pl/cart?x=1');
    page.unmount();
    expect(canonical()).toBeNull();
    expect(document.title).toBe('Before');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'The page before');
    expect(alternates()).toEqual([]);
  });

  it('follows a route change, and leaves a title or description it is not given as it is', () => {
    window.history.replaceState(null, '', '/en/login');
    render(<Page title={null} description={null} />);
    expect(document.title).toBe('Before');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'The page before');
    act(() => {
      window.history.pushState(null, '', '/en/register-user');
      window.dispatchEvent(new Event('single-spa:routing-event'));
    });
    expect(alternates()[1]).toEqual(['en', 'http://localhost/en/register-user']);
  });

  it("names a slugged page's own path in each language, replacing the links the server drew", () => {
    document.head.innerHTML += '<link rel="canonical" href="http://localhost/old"><link rel="alternate" hreflang="pl" href="http://localhost/old">';
    window.history.replaceState(null, '', '/pl/product/zestaw-inercise');
    function Product() {
      usePageMeta('Zestaw', 'Opis', { en: '/en/product/inercise-device-set', pl: '/pl/product/zestaw-inercise' });
      return null;
    }
    render(<Product />);
    expect(canonical()).toBe('http://localhost/pl/product/zestaw-inercise');
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(alternates()).toEqual([
      ['pl', 'http://localhost/pl/product/zestaw-inercise'],
      ['en', 'http://localhost/en/product/inercise-device-set'],
      ['x-default', 'http://localhost/product/inercise-device-set'],
    ]);
  });
});
