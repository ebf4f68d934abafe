import type { Language } from '@inercise/contracts/i18n/languages';
import { newI18nInstance } from './newI18nInstance';
import { registerTranslations, switchLanguage, translationsReady, type Texts, type TranslationSources } from './translationRegistry';

interface Download {
  resolve: (texts: Texts) => void;
  reject: (error: unknown) => void;
}

/** Loaders the test answers by hand, recording every download they are asked for. */
function controlledSources(): { sources: TranslationSources; downloads: Record<Language, Download[]> } {
  const downloads: Record<Language, Download[]> = { en: [], pl: [] };
  const loader = (language: Language) => () =>
    new Promise<Texts>((resolve, reject) => {
      downloads[language].push({ resolve, reject });
    });
  return { sources: { en: loader('en'), pl: loader('pl') }, downloads };
}

/** Lets every promise callback already due run (one macrotask turn), without waiting for any time to pass. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** 'pending', 'resolved' or 'rejected', as the promise stands once due callbacks have run. */
async function stateOf(promise: Promise<unknown>): Promise<string> {
  let state = 'pending';
  promise.then(
    () => (state = 'resolved'),
    () => (state = 'rejected'),
  );
  await settle();
  return state;
}

describe('translation loading', () => {
  it('downloads only the page language of a namespace, and is ready once it has arrived', async () => {
    const i18n = newI18nInstance('pl');
    const home = controlledSources();
    registerTranslations(i18n, 'home', home.sources);
    expect(home.downloads.pl).toHaveLength(1);
    expect(home.downloads.en).toHaveLength(0);
    const ready = translationsReady(i18n);
    expect(await stateOf(ready)).toBe('pending');
    home.downloads.pl[0]?.resolve({ title: 'Siła bez ciężarów.' });
    expect(await stateOf(ready)).toBe('resolved');
    expect(i18n.t('home:title')).toBe('Siła bez ciężarów.');
    expect(home.downloads.pl).toHaveLength(1);
    expect(home.downloads.en).toHaveLength(0);
  });

  it('switches only once every namespace has the new language, and <html lang> follows then', async () => {
    const i18n = newI18nInstance('en');
    const home = controlledSources();
    const cart = controlledSources();
    registerTranslations(i18n, 'home', home.sources);
    registerTranslations(i18n, 'cart', cart.sources);
    home.downloads.en[0]?.resolve({ title: 'Strength without weights.' });
    cart.downloads.en[0]?.resolve({ title: 'Your cart' });
    await translationsReady(i18n);

    const switched = switchLanguage(i18n, 'pl');
    home.downloads.pl[0]?.resolve({ title: 'Siła bez ciężarów.' });
    expect(await stateOf(switched)).toBe('pending');
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('home:title')).toBe('Strength without weights.');

    cart.downloads.pl[0]?.resolve({ title: 'Twój koszyk' });
    await switched;
    expect(i18n.language).toBe('pl');
    expect(document.documentElement.lang).toBe('pl');
    expect([i18n.t('home:title'), i18n.t('cart:title')]).toEqual(['Siła bez ciężarów.', 'Twój koszyk']);
  });

  it('waits for a namespace added while switching, and loads one added after it in the new language only', async () => {
    const i18n = newI18nInstance('en');
    const home = controlledSources();
    registerTranslations(i18n, 'home', home.sources);
    home.downloads.en[0]?.resolve({ title: 'Home' });
    const switched = switchLanguage(i18n, 'pl');

    const footer = controlledSources();
    registerTranslations(i18n, 'footer', footer.sources);
    expect(footer.downloads.en).toHaveLength(1);
    expect(footer.downloads.pl).toHaveLength(1);
    home.downloads.pl[0]?.resolve({ title: 'Strona główna' });
    expect(await stateOf(switched)).toBe('pending');
    expect(i18n.language).toBe('en');
    footer.downloads.pl[0]?.resolve({ title: 'Stopka' });
    await switched;
    expect(i18n.t('footer:title')).toBe('Stopka');

    const teasers = controlledSources();
    registerTranslations(i18n, 'teasers', teasers.sources);
    expect(teasers.downloads.pl).toHaveLength(1);
    expect(teasers.downloads.en).toHaveLength(0);
    const ready = translationsReady(i18n);
    expect(await stateOf(ready)).toBe('pending');
    teasers.downloads.pl[0]?.resolve({ title: 'Polecane' });
    await ready;
    expect(i18n.t('teasers:title')).toBe('Polecane');
  });

  it('stays in the current language when the other cannot be downloaded, and tries again on the next switch', async () => {
    const i18n = newI18nInstance('en');
    const home = controlledSources();
    registerTranslations(i18n, 'home', home.sources);
    home.downloads.en[0]?.resolve({ title: 'Home' });
    await translationsReady(i18n);

    const failed = switchLanguage(i18n, 'pl');
    home.downloads.pl[0]?.reject(new TypeError('Failed to fetch'));
    await expect(failed).rejects.toThrow('Failed to fetch');
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('home:title')).toBe('Home');

    const again = switchLanguage(i18n, 'pl');
    expect(home.downloads.pl).toHaveLength(2);
    home.downloads.pl[1]?.resolve({ title: 'Strona główna' });
    await again;
    expect(i18n.t('home:title')).toBe('Strona główna');
  });

  it('lets the latest request win: going back to the language shown cancels a switch still loading', async () => {
    const i18n = newI18nInstance('en');
    const home = controlledSources();
    registerTranslations(i18n, 'home', home.sources);
    home.downloads.en[0]?.resolve({ title: 'Home' });
    const toPolish = switchLanguage(i18n, 'pl');
    expect(switchLanguage(i18n, 'pl')).toBe(toPolish);
    await switchLanguage(i18n, 'en');
    home.downloads.pl[0]?.resolve({ title: 'Strona główna' });
    await toPolish;
    expect(i18n.language).toBe('en');
  });

  it('adds texts given outright in both languages at once', async () => {
    const i18n = newI18nInstance('pl');
    registerTranslations(i18n, 'demo', { en: { both: 'Both' }, pl: { both: 'Oba' } });
    expect(i18n.t('demo:both')).toBe('Oba');
    await switchLanguage(i18n, 'en');
    expect(i18n.t('demo:both')).toBe('Both');
  });

  it('adds a part of a namespace beside the rest, keeps every key, and waits for the part on a switch', async () => {
    const i18n = newI18nInstance('en');
    const base = controlledSources();
    const blog = controlledSources();
    registerTranslations(i18n, 'content', base.sources);
    base.downloads.en[0]?.resolve({ status: { loading: 'Loading…' } });
    await translationsReady(i18n);

    // The base is in, the part is not: the namespace's bundle exists, yet the part is still awaited.
    const part = registerTranslations(i18n, 'content', blog.sources, 'blog');
    expect(blog.downloads.en).toHaveLength(1);
    expect(await stateOf(part)).toBe('pending');
    expect(await stateOf(translationsReady(i18n))).toBe('pending');
    blog.downloads.en[0]?.resolve({ blog: { title: 'Blog' } });
    await part;
    expect([i18n.t('content:status.loading'), i18n.t('content:blog.title')]).toEqual(['Loading…', 'Blog']);

    const switched = switchLanguage(i18n, 'pl');
    base.downloads.pl[0]?.resolve({ status: { loading: 'Ładowanie…' } });
    expect(await stateOf(switched)).toBe('pending');
    blog.downloads.pl[0]?.resolve({ blog: { title: 'Blog Inercise' } });
    await switched;
    expect([i18n.t('content:status.loading'), i18n.t('content:blog.title')]).toEqual(['Ładowanie…', 'Blog Inercise']);
  });

  it('counts a part that arrives before its namespace as the part only', async () => {
    const i18n = newI18nInstance('en');
    const base = controlledSources();
    const home = controlledSources();
    registerTranslations(i18n, 'content', base.sources);
    const part = registerTranslations(i18n, 'content', home.sources, 'home');
    home.downloads.en[0]?.resolve({ home: { title: 'Strength without weights.' } });
    await part;
    expect(await stateOf(translationsReady(i18n))).toBe('pending');
    base.downloads.en[0]?.resolve({ status: { loading: 'Loading…' } });
    await translationsReady(i18n);
    expect(i18n.t('content:home.title')).toBe('Strength without weights.');
  });

  it('rejects a part that cannot be downloaded, and downloads it again when it is added again', async () => {
    const i18n = newI18nInstance('en');
    const qr = controlledSources();
    const first = registerTranslations(i18n, 'content', qr.sources, 'qr');
    qr.downloads.en[0]?.reject(new TypeError('Failed to fetch'));
    await expect(first).rejects.toThrow('Failed to fetch');
    const again = registerTranslations(i18n, 'content', qr.sources, 'qr');
    expect(qr.downloads.en).toHaveLength(2);
    qr.downloads.en[1]?.resolve({ qr: { title: 'Device manual' } });
    await again;
    expect(i18n.t('content:qr.title')).toBe('Device manual');
  });
});
