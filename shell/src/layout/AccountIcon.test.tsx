import { act } from '@testing-library/react';
import { aUser, renderWithShop } from '@inercise/shared/testing';
import { userLoaded } from '@inercise/shared';
import { AccountIcon } from './AccountIcon';

describe('the account icon', () => {
  it('is the drawn icon until the customer has a picture, then the 64 px picture, and back when it is removed', () => {
    const { container, store } = renderWithShop(<AccountIcon />, { route: '/en', loggedIn: true });
    expect(container.querySelector('svg')).not.toBeNull();
    expect(container.querySelector('img')).toBeNull();
    act(() => {
      store.dispatch(userLoaded(aUser({ thumbnail: 'pf-0123456789abcdef01234567.webp' })));
    });
    const picture = container.querySelector('img');
    expect(picture?.getAttribute('src')).toMatch(/\/thumbnail\/pf-0123456789abcdef01234567\.webp$/);
    // The button around it is named: the picture itself says nothing more.
    expect(picture).toHaveAttribute('alt', '');
    act(() => {
      store.dispatch(userLoaded(aUser({ thumbnail: null })));
    });
    expect(container.querySelector('img')).toBeNull();
  });
});
