import { join } from 'node:path';
import { missingKeys } from '@inercise/shared';
import { unknownTranslationKeys } from '@inercise/shared/testing';
import { contentTranslations } from './contentTranslations';

describe('content translations', () => {
  it('has every key in both languages', () => {
    expect(missingKeys(contentTranslations)).toEqual({ missingInPl: [], missingInEn: [] });
  });

  it('has every key the code uses', () => {
    expect(unknownTranslationKeys(join(__dirname, '..'), 'content', contentTranslations)).toEqual([]);
  });
});
