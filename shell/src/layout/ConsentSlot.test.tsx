import { act, screen } from '@testing-library/react';
import { CONSENT_STORAGE_KEY, chooseConsent, getRuntimeConfig, openConsentSettings, setRuntimeConfig } from '@inercise/shared';
import { renderWithShop } from '@inercise/shared/testing';
import { shellTranslations } from '../i18n/shellTranslations';
import { ConsentSlot } from './ConsentSlot';

const before = getRuntimeConfig();
const renderSlot = () => renderWithShop(<ConsentSlot />, { route: '/en', router: false, translations: { shell: shellTranslations } });

beforeEach(() => {
  localStorage.removeItem(CONSENT_STORAGE_KEY);
  setRuntimeConfig({ ...before, analyticsTag: 'https://tag.example/t.js' });
});
afterEach(() => setRuntimeConfig(before));

describe('the consent banner loaded when wanted', () => {
  it('asks a visitor who has not chosen yet', async () => {
    renderSlot();
    expect(await screen.findByRole('region', { name: 'May we measure visits?' })).toBeInTheDocument();
  });

  it('stays away from a shopper who has chosen, until the cookie settings ask for it, then opens focused', async () => {
    chooseConsent('refused');
    renderSlot();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.queryByRole('region')).toBeNull();
    act(() => openConsentSettings());
    const region = await screen.findByRole('region', { name: 'May we measure visits?' });
    expect(region).toHaveFocus();
    expect(region).toHaveTextContent('refused');
  });
});
