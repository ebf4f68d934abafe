import { commonTranslations } from '@inercise/contracts/i18n/commonTranslations';
import { createI18n } from './createI18n';
import { addTranslations, detectLanguage } from './i18n';
import { missingKeys, translationKeys } from './translationKeys';

describe('i18n', () => {
  it('detects the language from the path first, then the browser, then falls back to English', () => {
    expect(detectLanguage('/pl/shop', ['en-GB'])).toBe('pl');
    expect(detectLanguage('/shop', ['pl-PL', 'en'])).toBe('pl');
    expect(detectLanguage('/shop', ['de-DE', 'en-US'])).toBe('en');
    expect(detectLanguage('/shop', ['de-DE'])).toBe('en');
  });

  it('has every common key in both languages', () => {
    expect(missingKeys(commonTranslations)).toEqual({ missingInPl: [], missingInEn: [] });
    expect(translationKeys(commonTranslations.en).length).toBeGreaterThan(10);
  });

  it('translates, falls back to English for a missing Polish text and follows <html lang>', () => {
    const i18n = createI18n('pl');
    expect(document.documentElement.lang).toBe('pl');
    expect(i18n.t('fallback.retry')).toBe('Spróbuj ponownie');
    addTranslations('demo', { en: { only: 'English only', both: 'Both' }, pl: { both: 'Oba' } }, i18n);
    expect(i18n.t('demo:both')).toBe('Oba');
    expect(i18n.t('demo:only')).toBe('English only');
    void i18n.changeLanguage('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('demo:both')).toBe('Both');
  });

  it('has the shared texts of both languages at once in an instance for tests and servers', () => {
    const i18n = createI18n('en');
    expect(i18n.t('products:productType.INERCISE', { lng: 'pl' })).toBe('Urządzenie');
    expect(i18n.t('errors.network', { lng: 'pl' })).toMatch(/^Nie możemy/);
  });
});

describe('validation messages', () => {
  it('has a text in both languages for every key the shared schemas can give', () => {
    const { validationMessageKeys } = jest.requireActual<typeof import('../contracts')>('../contracts');
    const en = new Set(translationKeys(commonTranslations.en));
    const pl = new Set(translationKeys(commonTranslations.pl));
    for (const key of validationMessageKeys) {
      expect({ key, en: en.has(key), pl: pl.has(key) }).toEqual({ key, en: true, pl: true });
    }
  });
});
