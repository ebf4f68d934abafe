import type { Product, SelectedProperty } from '@inercise/contracts';
import { contracts } from '../../contracts.ts';
import { badRequest } from '../../http/errors.ts';

/** The canonical key of a line's options: the contracts' cart rule (the same key the guest cart compares by). */
export const propertiesKey = (valueIds: number[]): string => contracts.optionsKey(valueIds);

export const idsFromKey = (key: string): number[] => (key === '' ? [] : key.split(',').map(Number));

/** A line's chosen option values, named and typed from the catalogue (ids the product no longer has are left out). */
export const selectedFromIds = (product: Product, valueIds: number[]): SelectedProperty[] =>
  valueIds.flatMap((valueId) => {
    for (const property of product.properties) {
      const value = property.values.find((v) => v.id === valueId);
      if (value) return [{ id: value.id, value: value.value, propertyType: { name: property.propertyType.name } }];
    }
    return [];
  });

/**
 * Checks a shopper's chosen options against the product: each id must be one of its values, at most one
 * per option kind, and available; a product with options needs at least one chosen (docs/product-rules.md#product-options). Only the ids
 * are trusted: names and kinds come from the catalogue.
 */
export const validateSelection = (product: Product, selected: SelectedProperty[], field = 'selectedProperties'): number[] => {
  const seenProperties = new Set<number>();
  const ids: number[] = [];
  for (const choice of selected) {
    const property = product.properties.find((p) => p.values.some((v) => v.id === choice.id));
    const value = property?.values.find((v) => v.id === choice.id);
    if (!property || !value) throw badRequest('invalidProperty', field);
    if (seenProperties.has(property.id)) throw badRequest('duplicateProperty', field);
    if (!value.available) throw badRequest('propertyUnavailable', field);
    seenProperties.add(property.id);
    ids.push(value.id);
  }
  if (product.properties.length > 0 && ids.length === 0) throw badRequest('selectProperty', field);
  return ids;
};
