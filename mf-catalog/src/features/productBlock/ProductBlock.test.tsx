import { screen, within } from '@testing-library/react';
import { bar, courseFoundations, renderWithShop, triangleHandle, type ShopOptions } from '@inercise/shared/testing';
import { AppLink } from '../../lib/AppLink';
import { catalogTranslations } from '../../i18n/catalogTranslations';
import { ProductBlock } from './ProductBlock';

/** A block inside the application's router, which its AppLink needs. */
function renderBlock(ui: React.ReactElement, options?: ShopOptions) {
  return renderWithShop(ui, { translations: { catalog: catalogTranslations }, ...options });
}

describe('the product block', () => {
  it.each([
    ['pl', '/pl/product/drazek-treningowy', 'Drążek treningowy'],
    ['en', '/en/product/training-bar', 'Training bar'],
  ] as const)('links the whole block to the product page by its slug in the current language (%s)', (language, href, name) => {
    const slugged = { ...bar, slugs: { en: 'training-bar', pl: 'drazek-treningowy' } };
    renderBlock(<ProductBlock product={slugged} link={AppLink} />, { language });
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', href);
    expect(within(link).getByRole('heading', { level: 3 })).toHaveTextContent(name);
  });

  it('links a product without slugs by its id', () => {
    renderBlock(<ProductBlock product={bar} link={AppLink} />, { language: 'pl' });
    expect(screen.getByRole('link')).toHaveAttribute('href', '/pl/product?id=4');
  });

  it('shows a square thumbnail with fixed dimensions', () => {
    const { container } = renderBlock(<ProductBlock product={bar} link={AppLink} imageLoading="eager" />);
    const image = container.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('http://localhost:8443/thumbnail/bar.webp');
    expect(image).toHaveAttribute('width', '480');
    expect(image).toHaveAttribute('height', '480');
    expect(image).toHaveAttribute('loading', 'eager');
  });

  it.each([
    ['PLN', 'en', 'Price: 449 PLN Previous price: 499 PLN'],
    ['EUR', 'en', 'Price: 105 EUR Previous price: 117 EUR'],
    ['PLN', 'pl', 'Cena: 449 PLN Poprzednia cena: 499 PLN'],
  ] as const)('shows the price in %s with the previous one struck through (%s)', (currency, language, text) => {
    renderBlock(<ProductBlock product={bar} link={AppLink} />, { currency, language });
    expect(screen.getByTestId('product-price')).toHaveTextContent(text);
    expect(screen.getByTestId('product-price').querySelector('s')).not.toBeNull();
  });

  it.each([
    ['PLN', 'en', 'Lowest price in the last 30 days: 449 PLN'],
    ['EUR', 'en', 'Lowest price in the last 30 days: 105 EUR'],
    ['PLN', 'pl', 'Najniższa cena z 30 dni przed obniżką: 449 PLN'],
    ['EUR', 'pl', 'Najniższa cena z 30 dni przed obniżką: 105 EUR'],
  ] as const)('shows the lowest price of 30 days beside the struck-through one in %s (%s)', (currency, language, text) => {
    renderBlock(<ProductBlock product={bar} link={AppLink} />, { currency, language });
    expect(within(screen.getByTestId('product-price')).getByTestId('lowest-price-30d')).toHaveTextContent(text);
  });

  it('names no lowest price of 30 days for a product that is not reduced', () => {
    renderBlock(<ProductBlock product={{ ...triangleHandle, lowestPrice30d: 349, lowestPrice30dEur: 82 }} link={AppLink} />);
    expect(screen.queryByTestId('lowest-price-30d')).toBeNull();
  });

  it('shows cents only when there are some', () => {
    renderBlock(<ProductBlock product={courseFoundations} link={AppLink} />, { currency: 'EUR' });
    expect(screen.getByTestId('product-price')).toHaveTextContent('Price: 47 EUR Previous price: 69.99 EUR');
  });

  it('leaves out a zero previous price', () => {
    renderBlock(<ProductBlock product={triangleHandle} link={AppLink} />);
    expect(screen.getByTestId('product-price')).toHaveTextContent(/^Price: 349 PLN$/);
    expect(screen.getByTestId('product-price').querySelector('s')).toBeNull();
  });

  it('has a hover "see" button kept from screen readers, or a visible "see product" button', () => {
    const { unmount } = renderBlock(<ProductBlock product={bar} link={AppLink} />);
    expect(screen.getByRole('link')).toHaveAccessibleName(
      'Training bar Price: 449\u00a0PLN Previous price: 499\u00a0PLN Lowest price in the last 30 days: 449\u00a0PLN',
    );
    unmount();
    renderBlock(<ProductBlock product={bar} link={AppLink} see="always" />);
    expect(screen.getByRole('link')).toHaveAccessibleName(
      'Training bar Price: 449\u00a0PLN Previous price: 499\u00a0PLN Lowest price in the last 30 days: 449\u00a0PLN See product',
    );
  });
});
