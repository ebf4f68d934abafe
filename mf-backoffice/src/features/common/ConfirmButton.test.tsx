import { screen } from '@testing-library/react';
import { ApiError } from '@inercise/shared';
import { renderWithShop } from '@inercise/shared/testing';
import { backofficeTranslations } from '../../i18n/backofficeTranslations';
import { ConfirmButton } from './ConfirmButton';

const texts = { button: 'Remove', buttonLabel: 'Remove Anna', question: 'Remove Anna for good?', confirm: 'Yes, remove', cancel: 'Keep' };

const show = (onConfirm: () => Promise<void>) =>
  renderWithShop(<ConfirmButton texts={texts} onConfirm={onConfirm} beside={<button type="button">Edit Anna</button>} />, { translations: { backoffice: backofficeTranslations } });

describe('ConfirmButton', () => {
  it('asks first, and does nothing when the owner keeps it', async () => {
    const onConfirm = jest.fn(() => Promise.resolve());
    const { user } = show(onConfirm);
    expect(screen.getByRole('button', { name: 'Edit Anna' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Anna' }));
    const question = screen.getByRole('group', { name: 'Remove Anna for good?' });
    expect(question).toHaveTextContent('Remove Anna for good?');
    expect(screen.queryByRole('button', { name: 'Edit Anna' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep' }));
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Anna' })).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('does it once confirmed, its buttons disabled until the list is drawn anew', async () => {
    const onConfirm = jest.fn(() => new Promise<void>(() => undefined));
    const { user } = show(onConfirm);
    await user.click(screen.getByRole('button', { name: 'Remove Anna' }));
    await user.click(screen.getByRole('button', { name: 'Yes, remove' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Yes, remove' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Keep' })).toBeDisabled();
  });

  it('says why it was refused under the button, which comes back', async () => {
    const { user } = show(() => Promise.reject(new ApiError(404, 'subscriberNotFound')));
    await user.click(screen.getByRole('button', { name: 'Remove Anna' }));
    await user.click(screen.getByRole('button', { name: 'Yes, remove' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This subscriber has already been removed.');
    expect(screen.getByRole('button', { name: 'Remove Anna' })).toBeEnabled();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });
});
