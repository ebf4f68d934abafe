import { join } from 'node:path';
import { missingKeys } from '@inercise/shared';
import { unknownTranslationKeys } from '@inercise/shared/testing';
import { contentTranslations, merged } from './contentTranslations';
import { en } from './en';
import { pl } from './pl';
import { pageTexts, textsOfPage } from './pageTexts';

describe('content translations', () => {
  it('has every key in both languages', () => {
    expect(missingKeys(contentTranslations)).toEqual({ missingInPl: [], missingInEn: [] });
  });

  it('has every key the code uses', () => {
    expect(unknownTranslationKeys(join(__dirname, '..'), 'content', contentTranslations)).toEqual([]);
  });

  // In the browser a page has the shared texts and the parts its route downloads with it (textsOfPage).
  const pages = Object.entries(textsOfPage);
  it.each(pages)('gives the %s page every key it uses from the shared texts and its own', async (folder, parts) => {
    const loaded = { en: [en as Record<string, unknown>], pl: [pl as Record<string, unknown>] };
    for (const part of parts) {
      loaded.en.push(await pageTexts[part].en());
      loaded.pl.push(await pageTexts[part].pl());
    }
    const texts = { en: merged(loaded.en), pl: merged(loaded.pl) };
    expect(unknownTranslationKeys(join(__dirname, '../features', folder), 'content', texts)).toEqual([]);
  });

  // What search results and shared links show of each page: long enough to say something, short enough to be shown whole.
  it.each(['en', 'pl'] as const)('describes every page in %s in 50 to 160 characters, each page differently', (language) => {
    const meta = contentTranslations[language].meta as Record<string, { description?: string }>;
    const descriptions = Object.values(meta).flatMap((page) => (page.description === undefined ? [] : [page.description]));
    expect(descriptions.length).toBeGreaterThanOrEqual(11);
    for (const description of descriptions) expect(description.length).toBeGreaterThanOrEqual(50);
    for (const description of descriptions) expect(description.length).toBeLessThanOrEqual(160);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it('gives what every page shows (articles, fragments, loading state) its keys from the shared texts alone', () => {
    for (const folder of ['features/articles', 'fragments', 'components']) {
      expect(unknownTranslationKeys(join(__dirname, '..', folder), 'content', { en, pl })).toEqual([]);
    }
  });
});
