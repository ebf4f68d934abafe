import { propertyKinds } from './propertyKind';
import { productTypeNames } from './productType';
import { productNameKeys } from './productNameKeys';
import { productTranslations } from './productTranslations';

const flatKeys = (value: unknown, prefix = ''): string[] =>
  typeof value === 'string'
    ? [prefix]
    : Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => flatKeys(v, prefix ? `${prefix}.${k}` : k));

describe('product translations', () => {
  it('has the same keys in both languages, none empty', () => {
    expect(flatKeys(productTranslations.pl).sort()).toEqual(flatKeys(productTranslations.en).sort());
    for (const lang of [productTranslations.en, productTranslations.pl]) {
      for (const key of flatKeys(lang)) {
        const text = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], lang);
        expect(typeof text === 'string' && text.trim().length > 0).toBe(true);
      }
    }
  });
  it('names and describes every product in several lines', () => {
    for (const key of productNameKeys) {
      for (const lang of [productTranslations.en, productTranslations.pl]) {
        expect(lang[key].name.length).toBeGreaterThan(2);
        expect(lang[key].description.split('\n').length).toBeGreaterThanOrEqual(2);
      }
    }
  });
  it('titles every property kind and product type', () => {
    for (const kind of propertyKinds) expect(productTranslations.pl.propertyType[kind]).toBeTruthy();
    for (const type of productTypeNames) expect(productTranslations.en.productType[type]).toBeTruthy();
    expect(productTranslations.en.productType.INERCISE).toBe('Device');
    expect(productTranslations.pl.productType.INERCISE).toBe('Urządzenie');
  });
});
