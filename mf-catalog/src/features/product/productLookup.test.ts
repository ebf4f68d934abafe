import { sluggedCatalogue } from '../../testing/sluggedCatalogue';
import { lookupKey, parseProductId, productLookup, productNamedBy } from './productLookup';

describe('productLookup', () => {
  it('reads a slug from the path before an id from the query', () => {
    expect(productLookup('training-bar', '4')).toEqual({ slug: 'training-bar' });
    expect(productLookup(undefined, '4')).toEqual({ id: 4 });
  });

  it.each(['Training-Bar', 'training_bar', '-bar', 'bar-', 'bar--set', ''])('refuses %p, which no slug looks like', (slug) => {
    expect(productLookup(slug, null)).toBeNull();
  });

  it.each(['abc', '-1', '0', '1.5', '', '99999999999', null])('refuses the id %p', (id) => {
    expect(parseProductId(id)).toBeNull();
    expect(productLookup(undefined, id)).toBeNull();
  });

  it('keys a slug and an id apart', () => {
    expect(lookupKey({ slug: '4' })).not.toBe(lookupKey({ id: 4 }));
  });
});

describe('productNamedBy', () => {
  it('finds a product by its current slug in either language, or by its id', () => {
    expect(productNamedBy(sluggedCatalogue, { slug: 'drazek-treningowy' })?.id).toBe(4);
    expect(productNamedBy(sluggedCatalogue, { slug: 'training-bar' })?.id).toBe(4);
    expect(productNamedBy(sluggedCatalogue, { id: 8 })?.id).toBe(8);
    expect(productNamedBy(sluggedCatalogue, { slug: 'stand' })).toBeUndefined();
  });
});
