import { act, fireEvent, screen } from '@testing-library/react';
import { CONSENT_STORAGE_KEY, getRuntimeConfig, openConsentSettings, readConsent, setRuntimeConfig } from '@inercise/shared';
import { renderWithShop } from '@inercise/shared/testing';
import { shellTranslations } from '../i18n/shellTranslations';
import { ConsentBanner } from './ConsentBanner';

const before = getRuntimeConfig();
const withTag = (analyticsTag: string | undefined) => setRuntimeConfig({ ...before, analyticsTag });

const renderBanner = (language: 'en' | 'pl' = 'en') =>
  renderWithShop(<ConsentBanner />, { route: `/${language}`, router: false, translations: { shell: shellTranslations } });

beforeEach(() => localStorage.removeItem(CONSENT_STORAGE_KEY));
afterEach(() => setRuntimeConfig(before));

describe('the consent banner', () => {
  it.each([
    ['en', 'May we measure visits?', 'Accept', 'Refuse'],
    ['pl', 'Czy możemy mierzyć odwiedziny?', 'Akceptuję', 'Odmawiam'],
  ] as const)('asks before anything is measured, accepting and refusing side by side (%s)', (language, title, accept, refuse) => {
    withTag('https://tag.example/t.js');
    renderBanner(language);
    expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
    const accepting = screen.getByRole('button', { name: accept });
    const refusing = screen.getByRole('button', { name: refuse });
    // Equally prominent: the same look for both.
    expect(accepting.className).toBe(refusing.className);
  });

  it('refuses in one click, remembers it and does not ask again', () => {
    withTag('https://tag.example/t.js');
    const { unmount } = renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Refuse' }));
    expect(readConsent()).toBe('refused');
    expect(screen.queryByRole('region', { name: 'May we measure visits?' })).toBeNull();
    unmount();
    renderBanner();
    expect(screen.queryByRole('region', { name: 'May we measure visits?' })).toBeNull();
  });

  it('accepts in one click', () => {
    withTag('https://tag.example/t.js');
    renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(readConsent()).toBe('granted');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('does not ask on its own when no analytics is configured', () => {
    withTag(undefined);
    renderBanner();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('comes back from the cookie settings to change the choice, saying what it is, focused', () => {
    withTag('https://tag.example/t.js');
    renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    act(() => openConsentSettings());
    const region = screen.getByRole('region', { name: 'May we measure visits?' });
    expect(region).toHaveFocus();
    expect(region).toHaveTextContent('You have accepted analytics. You can refuse it now.');
    fireEvent.click(screen.getByRole('button', { name: 'Refuse' }));
    expect(readConsent()).toBe('refused');
  });
});
