import type { Product } from '@inercise/shared';
import { bar, courseFoundations, deviceSet, hipBelt, plainStand, soldOutDisc } from '@inercise/shared/testing';
import { canAddToCart, choose, deliveryDays, discSizeOf, initialSelection, isPurchasable, selectedProperties, hasSizeGuide } from './options';

const valueOf = (product: Product, propertyIndex: number, value: string) => {
  const property = product.properties[propertyIndex]!;
  return { property, value: property.values.find((candidate) => candidate.value === value)! };
};

describe('initialSelection', () => {
  it('preselects the first available value of each group', () => {
    const selection = initialSelection(deviceSet);
    expect(selectedProperties(deviceSet, selection).map((p) => `${p.propertyType.name}=${p.value}`)).toEqual([
      'COLOR_INERCISE_SET=BLACK',
      'BELT_SIZE_INERCISE_SET=S',
      'INERDYSK_ONE_SIZE_INERCISE_SET=5',
      'INERDYSK_TWO_SIZE_INERCISE_SET=NONE',
    ]);
  });

  it('skips unavailable values when preselecting', () => {
    expect(selectedProperties(hipBelt, initialSelection(hipBelt)).map((p) => p.value)).toEqual(['M']);
  });

  it('leaves a group with nothing available empty', () => {
    expect(initialSelection(soldOutDisc)).toEqual({});
  });
});

describe('choose', () => {
  it('keeps one choice per kind', () => {
    const { property, value } = valueOf(deviceSet, 0, 'WHITE');
    const selection = choose(initialSelection(deviceSet), property, value);
    expect(selectedProperties(deviceSet, selection).filter((p) => p.propertyType.name === 'COLOR_INERCISE_SET')).toEqual([
      { id: value.id, value: 'WHITE', propertyType: { name: 'COLOR_INERCISE_SET' } },
    ]);
  });

  it('refuses an unavailable value', () => {
    const before = initialSelection(deviceSet);
    const { property, value } = valueOf(deviceSet, 3, '50');
    expect(choose(before, property, value)).toBe(before);
  });

  it('refuses a value of another property', () => {
    const before = initialSelection(deviceSet);
    expect(choose(before, deviceSet.properties[0]!, deviceSet.properties[1]!.values[0]!)).toBe(before);
  });
});

describe('deliveryDays', () => {
  it('is the largest daysToShip of the chosen values', () => {
    let selection = initialSelection(deviceSet);
    expect(deliveryDays(deviceSet, selection)).toBe(2);
    const disc25 = valueOf(deviceSet, 2, '25');
    selection = choose(selection, disc25.property, disc25.value);
    expect(deliveryDays(deviceSet, selection)).toBe(5);
    const white = valueOf(deviceSet, 0, 'WHITE');
    selection = choose(selection, white.property, white.value);
    expect(deliveryDays(deviceSet, selection)).toBe(14);
  });

  it('is zero for a course and null when nothing is chosen', () => {
    expect(deliveryDays(courseFoundations, initialSelection(courseFoundations))).toBe(0);
    expect(deliveryDays(soldOutDisc, initialSelection(soldOutDisc))).toBeNull();
  });
});

describe('canAddToCart', () => {
  it('needs at least one chosen option', () => {
    expect(canAddToCart(bar, initialSelection(bar))).toBe(true);
    expect(canAddToCart(bar, {})).toBe(false);
    expect(canAddToCart(soldOutDisc, initialSelection(soldOutDisc))).toBe(false);
  });

  it('is allowed for a product without options', () => {
    expect(canAddToCart(plainStand, {})).toBe(true);
  });
});

describe('isPurchasable', () => {
  it('is true when some option kind has an available value, or there are no options', () => {
    expect(isPurchasable(hipBelt)).toBe(true);
    expect(isPurchasable(plainStand)).toBe(true);
  });

  it('is false when no option kind has an available value', () => {
    expect(isPurchasable(soldOutDisc)).toBe(false);
    const allGone = { ...bar, properties: bar.properties.map((p) => ({ ...p, values: p.values.map((v) => ({ ...v, available: false })) })) };
    expect(isPurchasable(allGone)).toBe(false);
  });
});

describe('discSizeOf and hasSizeGuide', () => {
  it('styles disc values 5, 10, 25, 50 of disc kinds only', () => {
    expect(['5', '10', '25', '50', 'NONE'].map((v) => discSizeOf('INERDYSK_TWO_SIZE_INERCISE_SET', v))).toEqual(['5', '10', '25', '50', null]);
    expect(discSizeOf('INERDYSK_SIZE', '25')).toBe('25');
    expect(discSizeOf('SIZE', '5')).toBeNull();
  });

  it('shows the size guide for size kinds', () => {
    expect(hasSizeGuide('SIZE')).toBe(true);
    expect(hasSizeGuide('BELT_SIZE_INERCISE_SET')).toBe(true);
    expect(hasSizeGuide('COLOR')).toBe(false);
  });
});
