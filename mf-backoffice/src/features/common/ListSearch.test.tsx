import { screen } from '@testing-library/react';
import { renderWithShop } from '@inercise/shared/testing';
import type { Checked } from '@inercise/shared/form-field';
import { backofficeTranslations } from '../../i18n/backofficeTranslations';
import { ListSearch } from './ListSearch';

const texts = { region: 'Search subscribers', label: 'Address contains', button: 'Search' };

// The box's own rule here: at most five letters, as a list's query schema would refuse a longer text.
const atMostFive = (text: string): Checked<string> =>
  text.length <= 5 ? { success: true, data: text } : { success: false, error: { issues: [{ path: ['q'], message: 'tooLong' }] } };

const show = (onSearch: (text: string) => void, value = '') =>
  renderWithShop(<ListSearch name="q" value={value} maxLength={100} texts={texts} check={atMostFive} onSearch={onSearch} />, {
    translations: { backoffice: backofficeTranslations },
  });

describe('ListSearch', () => {
  it('searches on submit, not at every letter, starting from the address’s text', async () => {
    const onSearch = jest.fn();
    const { user } = show(onSearch, 'ann');
    const box = screen.getByRole('searchbox', { name: 'Address contains' });
    expect(box).toHaveValue('ann');
    await user.type(box, 'a');
    expect(onSearch).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith('anna');
    expect(screen.getByRole('search', { name: 'Search subscribers' })).toBeInTheDocument();
  });

  it('says under the box what its rule refuses, focuses it, and searches nothing until it is mended', async () => {
    const onSearch = jest.fn();
    const { user } = show(onSearch);
    const box = screen.getByRole('searchbox', { name: 'Address contains' });
    await user.type(box, 'anna-maria');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).not.toHaveBeenCalled();
    expect(box).toHaveAccessibleDescription('This text is too long.');
    expect(box).toHaveFocus();
    await user.clear(box);
    expect(box).not.toHaveAccessibleDescription('This text is too long.');
    await user.type(box, 'maria{Enter}');
    expect(onSearch).toHaveBeenCalledWith('maria');
  });
});
