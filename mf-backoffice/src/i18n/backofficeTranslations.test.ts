import { join } from 'node:path';
import { missingKeys } from '@inercise/shared';
import { unknownTranslationKeys } from '@inercise/shared/testing';
import { backofficeTranslations } from './backofficeTranslations';

describe('back-office translations', () => {
  it('has every key in both languages', () => {
    expect(missingKeys(backofficeTranslations)).toEqual({ missingInPl: [], missingInEn: [] });
  });

  it('has every key the code uses', () => {
    expect(unknownTranslationKeys(join(__dirname, '..'), 'backoffice', backofficeTranslations)).toEqual([]);
  });
});
