import { screen } from '@testing-library/react';
import { renderWithShop } from '@inercise/shared/testing';
import { contentTranslations } from '../../i18n/contentTranslations';
import { HeroVideo } from './HeroVideo';

function prefersReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  })) as unknown as typeof window.matchMedia;
}

const renderHero = () => renderWithShop(<HeroVideo />, { translations: { content: contentTranslations } });

describe('HeroVideo', () => {
  let play: jest.SpyInstance;
  let pause: jest.SpyInstance;
  beforeEach(() => {
    // jsdom does not implement media playback.
    play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('plays a muted, looping, inline clip over the picture painted first, without a poster of its own', () => {
    prefersReducedMotion(false);
    renderHero();
    const video = document.querySelector('video')!;
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('autoplay');
    // The <picture> under it is the poster: one the clip named would be a second download of the same image.
    expect(video).not.toHaveAttribute('poster');
    expect(screen.getByRole('img', { name: 'The Inercise device with its flywheel spinning' })).toHaveAttribute('fetchpriority', 'high');
    expect(play).toHaveBeenCalled();
  });

  it('does not autoplay for people who ask for reduced motion, and plays on request', async () => {
    prefersReducedMotion(true);
    const { user } = renderHero();
    const video = document.querySelector('video')!;
    expect(video).not.toHaveAttribute('autoplay');
    expect(play).not.toHaveBeenCalled();
    expect(pause).toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Play the video' }));
    expect(play).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Pause the video' })).toBeInTheDocument();
  });
});
