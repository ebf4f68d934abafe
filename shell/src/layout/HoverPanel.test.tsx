import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HoverPanel } from './HoverPanel';

/** jsdom has no PointerEvent: a mouse event carrying the pointer type is what React reads. */
function pointerDown(target: Element, pointerType: 'touch' | 'mouse') {
  const event = new MouseEvent('pointerdown', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'pointerType', { value: pointerType });
  fireEvent(target, event);
}

function renderCartPanel(onFollow = jest.fn()) {
  render(
    <HoverPanel
      label="Cart"
      trigger={
        <a
          href="/cart"
          onClick={(event) => {
            event.preventDefault();
            onFollow();
          }}
        >
          Cart link
        </a>
      }
    >
      <p>Mini cart content</p>
    </HoverPanel>,
  );
  return onFollow;
}

describe('HoverPanel', () => {
  it('opens on hover and closes shortly after the pointer leaves', async () => {
    jest.useFakeTimers();
    try {
      render(
        <HoverPanel label="Account">
          <p>Panel content</p>
        </HoverPanel>,
      );
      const button = screen.getByRole('button', { name: 'Account' });
      expect(button).toHaveAttribute('aria-expanded', 'false');
      fireEvent.mouseEnter(button.parentElement as HTMLElement);
      expect(screen.getByRole('region', { name: 'Account' })).toHaveTextContent('Panel content');
      expect(button).toHaveAttribute('aria-expanded', 'true');
      fireEvent.mouseLeave(button.parentElement as HTMLElement);
      act(() => jest.advanceTimersByTime(200));
      expect(screen.queryByText('Panel content')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('opened by an add it closes by itself, unless the shopper hovers it first', () => {
    jest.useFakeTimers();
    try {
      const { rerender } = render(
        <HoverPanel label="Cart" openSignal={1}>
          <p>Mini cart content</p>
        </HoverPanel>,
      );
      expect(screen.getByText('Mini cart content')).toBeVisible();
      act(() => jest.advanceTimersByTime(4100));
      expect(screen.queryByText('Mini cart content')).not.toBeInTheDocument();

      rerender(
        <HoverPanel label="Cart" openSignal={2}>
          <p>Mini cart content</p>
        </HoverPanel>,
      );
      act(() => jest.advanceTimersByTime(1000));
      fireEvent.mouseEnter(screen.getByRole('button', { name: 'Cart' }).parentElement as HTMLElement);
      act(() => jest.advanceTimersByTime(10_000));
      expect(screen.getByText('Mini cart content')).toBeVisible();
    } finally {
      jest.useRealTimers();
    }
  });

  it('opens on keyboard focus and closes with Escape', async () => {
    const user = userEvent.setup();
    renderCartPanel();
    await user.tab();
    expect(screen.getByText('Mini cart content')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByText('Mini cart content')).not.toBeInTheDocument();
  });

  it('a first tap on a team trigger opens the panel instead of following the link; the second follows it', () => {
    const onFollow = renderCartPanel();
    const link = screen.getByText('Cart link');
    pointerDown(link, 'touch');
    fireEvent.click(link);
    expect(onFollow).not.toHaveBeenCalled();
    expect(screen.getByText('Mini cart content')).toBeVisible();

    pointerDown(link, 'touch');
    fireEvent.click(link);
    expect(onFollow).toHaveBeenCalledTimes(1);
  });

  it('a mouse click follows a team trigger at once', () => {
    const onFollow = renderCartPanel();
    const link = screen.getByText('Cart link');
    pointerDown(link, 'mouse');
    fireEvent.click(link);
    expect(onFollow).toHaveBeenCalledTimes(1);
  });
});
