import { join } from 'node:path';
import { missingKeys } from '@inercise/shared';
import { unknownTranslationKeys } from '@inercise/shared/testing';
import { cartTranslations } from './cartTranslations';

describe('cart translations', () => {
  it('has every key in both languages', () => {
    expect(missingKeys(cartTranslations)).toEqual({ missingInPl: [], missingInEn: [] });
  });

  it('has every key the code uses', () => {
    expect(unknownTranslationKeys(join(__dirname, '..'), 'cart', cartTranslations)).toEqual([]);
  });
});
