import { missingKeys } from '@inercise/shared';
import { shellTranslations } from './shellTranslations';

describe('shell translations', () => {
  it('has every key in both languages', () => {
    expect(missingKeys(shellTranslations)).toEqual({ missingInPl: [], missingInEn: [] });
  });
});
