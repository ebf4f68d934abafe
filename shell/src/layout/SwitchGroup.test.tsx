import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SwitchGroup } from './SwitchGroup';

function renderSwitch(onChoose = jest.fn(), onPress = jest.fn()) {
  render(
    <SwitchGroup
      label="Currency"
      options={['PLN', 'EUR'] as const}
      current="PLN"
      nameOf={(name) => `Pay in ${name}`}
      onChoose={onChoose}
      onPress={onPress}
    />,
  );
  return { onChoose, onPress };
}

describe('SwitchGroup', () => {
  it('is a named group with the current option pressed', () => {
    renderSwitch();
    const group = screen.getByRole('group', { name: 'Currency' });
    expect(group).toContainElement(screen.getByRole('button', { name: 'Pay in PLN', pressed: true }));
    expect(screen.getByRole('button', { name: 'Pay in EUR', pressed: false })).toHaveTextContent('EUR');
  });

  it('chooses only another option, but reports every press', async () => {
    const { onChoose, onPress } = renderSwitch();
    await userEvent.click(screen.getByRole('button', { name: 'Pay in PLN' }));
    expect(onChoose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Pay in EUR' }));
    expect(onChoose).toHaveBeenCalledWith('EUR');
    expect(onPress).toHaveBeenCalledTimes(2);
  });
});
