import { screen } from '@testing-library/react';
import { currencyChosen, makeStore } from '@inercise/shared';
import { renderPage } from '../../testing/renderPage';
import { DeviceSection } from './DeviceSection';

describe('DeviceSection', () => {
  it('shows the set at 8499 PLN', () => {
    renderPage(<DeviceSection />, { language: 'pl' });
    expect(screen.getByTestId('device-set-price')).toHaveTextContent(/^8\s499\sPLN$/);
    expect(screen.getByRole('link', { name: 'Zobacz zestaw' })).toHaveAttribute('href', '/pl/product?id=1');
  });

  it('shows the set at 1999 EUR when the shopper pays in euro', () => {
    const { store } = makeStore();
    store.dispatch(currencyChosen('EUR'));
    renderPage(<DeviceSection />, { store });
    expect(screen.getByTestId('device-set-price')).toHaveTextContent(/^1,999\sEUR$/);
  });
});
