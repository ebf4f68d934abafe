import { join } from 'node:path';
import { missingKeys } from '@inercise/shared';
import { unknownTranslationKeys } from '@inercise/shared/testing';
import { catalogTranslations } from './catalogTranslations';

describe('catalog translations', () => {
  it('has every key in both languages', () => {
    expect(missingKeys(catalogTranslations)).toEqual({ missingInPl: [], missingInEn: [] });
  });

  it('has every key the code uses', () => {
    expect(unknownTranslationKeys(join(__dirname, '..'), 'catalog', catalogTranslations)).toEqual([]);
  });
});
