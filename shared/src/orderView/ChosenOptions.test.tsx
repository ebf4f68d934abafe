import { render, screen } from '@testing-library/react';
import { I18nextProvider } from '@inercise/shared/react-i18n';
import { createI18n } from '../i18n/createI18n';
import type { OrderItem } from '@inercise/contracts/domain/order';
import { ChosenOptions } from './ChosenOptions';

function show(properties: OrderItem['selectedProperties'], language: 'en' | 'pl' = 'en') {
  return render(
    <I18nextProvider i18n={createI18n(language)}>
      <ChosenOptions properties={properties} className="options" />
    </I18nextProvider>,
  );
}

describe('ChosenOptions', () => {
  it("lists each chosen option as kind and value in the page's language, in the caller's class", () => {
    show([
      { propertyType: { name: 'COLOR_INERCISE_SET' }, value: 'BLACK' },
      { propertyType: { name: 'COLOR' }, value: 'WHITE' },
    ]);
    const list = screen.getByRole('list');
    expect(list).toHaveClass('options');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Device colour: Black', 'Colour: White']);
  });

  it('speaks Polish on the Polish page', () => {
    show([{ propertyType: { name: 'COLOR' }, value: 'BLACK' }], 'pl');
    expect(screen.getByRole('listitem')).toHaveTextContent('Kolor: Czarny');
  });

  it('shows a value without a text as the API sent it', () => {
    show([{ propertyType: { name: 'GENERIC' }, value: '68 cm' }]);
    expect(screen.getByRole('listitem')).toHaveTextContent('Option: 68 cm');
  });

  it('draws nothing when no option was chosen', () => {
    const { container } = show([]);
    expect(container).toBeEmptyDOMElement();
  });
});
