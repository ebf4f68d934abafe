import { ankleStrap, bar, catalogue, courseFoundations, deviceSet, hipBelt, productTypes, triangleHandle } from '@inercise/shared/testing';
import { filterProducts, inDisplayOrder, priceBounds } from './filterProducts';

describe('priceBounds', () => {
  it('spans the lowest and highest current price in the chosen currency', () => {
    expect(priceBounds(catalogue, 'PLN')).toEqual({ min: 149, max: 8499 });
    expect(priceBounds(catalogue, 'EUR')).toEqual({ min: 35, max: 1999 });
  });

  it('rounds outwards to whole units, so every product stays inside', () => {
    expect(priceBounds([{ ...bar, currentPriceEur: 104.5 }, { ...deviceSet, currentPriceEur: 1999.2 }], 'EUR')).toEqual({
      min: 104,
      max: 2000,
    });
  });

  it('has no bounds without products', () => {
    expect(priceBounds([], 'PLN')).toBeNull();
  });
});

describe('filterProducts', () => {
  const none = new Set<never>();

  it('shows every product when no type is selected and the range is whole', () => {
    expect(filterProducts(catalogue, { types: none, price: null }, 'PLN')).toHaveLength(catalogue.length);
  });

  it('keeps the selected types only, several at once', () => {
    const handles = filterProducts(catalogue, { types: new Set(['HANDLE']), price: null }, 'PLN');
    expect(handles.map((p) => p.name)).toEqual(['triangleHandle', 'bar', 'ankleStrap']);
    const two = filterProducts(catalogue, { types: new Set(['HANDLE', 'COURSE']), price: null }, 'PLN');
    expect(two.map((p) => p.name)).toEqual(['triangleHandle', 'bar', 'ankleStrap', 'courseFoundations']);
  });

  it('keeps prices inside the range, both ends included, in the chosen currency', () => {
    expect(filterProducts(catalogue, { types: none, price: { min: 199, max: 449 } }, 'PLN')).toEqual([
      triangleHandle,
      bar,
      hipBelt,
      courseFoundations,
    ]);
    expect(filterProducts(catalogue, { types: none, price: { min: 35, max: 47 } }, 'EUR')).toEqual([ankleStrap, courseFoundations]);
  });

  it('intersects the type and price filters', () => {
    const result = filterProducts(catalogue, { types: new Set(['HANDLE']), price: { min: 200, max: 400 } }, 'PLN');
    expect(result).toEqual([triangleHandle]);
  });

  it('may leave nothing', () => {
    expect(filterProducts(catalogue, { types: new Set(['COURSE']), price: { min: 1000, max: 2000 } }, 'PLN')).toEqual([]);
  });
});

describe('inDisplayOrder', () => {
  it('orders types as the spec does: device, courses, handles, accessories', () => {
    expect(inDisplayOrder(productTypes).map((type) => type.name)).toEqual(['INERCISE', 'COURSE', 'HANDLE', 'INERCISE_ACCESSORY']);
  });
});
