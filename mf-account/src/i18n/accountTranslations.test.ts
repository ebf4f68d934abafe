import { join } from 'node:path';
import { missingKeys } from '@inercise/shared';
import { unknownTranslationKeys } from '@inercise/shared/testing';
import { accountTranslations } from './accountTranslations';

describe('account translations', () => {
  it('has every key in both languages', () => {
    expect(missingKeys(accountTranslations)).toEqual({ missingInPl: [], missingInEn: [] });
  });

  it('has every key the code uses', () => {
    expect(unknownTranslationKeys(join(__dirname, '..'), 'account', accountTranslations)).toEqual([]);
  });
});
