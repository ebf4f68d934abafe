import { act, screen } from '@testing-library/react';
import { renderWithShop } from '@inercise/shared/testing';
import { contentTranslations } from '../../i18n/contentTranslations';
import { DiscoverCycle } from './DiscoverCycle';

const frames = Array.from({ length: 14 }, (_, index) => `frame-${index + 1}.webp`);

function currentFrame(): string | null {
  return document.querySelector('img[data-current="true"]')?.getAttribute('src') ?? null;
}

function prefersReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  })) as unknown as typeof window.matchMedia;
}

/** The cycle, with a shopper whose clicks wait on the faked clock. */
const renderCycle = () =>
  renderWithShop(<DiscoverCycle frames={frames} />, {
    translations: { content: contentTranslations },
    userEvent: { advanceTimers: jest.advanceTimersByTime },
  });

describe('DiscoverCycle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('moves to the next of the 14 frames every 750 ms and starts over after the last', () => {
    prefersReducedMotion(false);
    renderCycle();
    // Every frame is in the page from the start, so none waits for the network when its turn comes.
    expect(document.querySelectorAll('img')).toHaveLength(14);
    expect(currentFrame()).toBe('frame-1.webp');

    act(() => jest.advanceTimersByTime(749));
    expect(currentFrame()).toBe('frame-1.webp');
    act(() => jest.advanceTimersByTime(1));
    expect(currentFrame()).toBe('frame-2.webp');
    act(() => jest.advanceTimersByTime(750 * 12));
    expect(currentFrame()).toBe('frame-14.webp');
    act(() => jest.advanceTimersByTime(750));
    expect(currentFrame()).toBe('frame-1.webp');
  });

  it('stands still for people who ask for reduced motion, until they press play', async () => {
    prefersReducedMotion(true);
    const { user } = renderCycle();
    act(() => jest.advanceTimersByTime(750 * 5));
    expect(currentFrame()).toBe('frame-1.webp');

    await user.click(screen.getByRole('button', { name: 'Play the rotation' }));
    act(() => jest.advanceTimersByTime(750));
    expect(currentFrame()).toBe('frame-2.webp');
  });

  it('can be paused', async () => {
    prefersReducedMotion(false);
    const { user } = renderCycle();
    await user.click(screen.getByRole('button', { name: 'Pause the rotation' }));
    const shown = currentFrame();
    act(() => jest.advanceTimersByTime(750 * 3));
    expect(currentFrame()).toBe(shown);
  });
});
