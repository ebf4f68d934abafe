// Slugs given to pages that have none (the migration that brought them, a new shop's seed): from each name, unique
// within the kind whatever the language, with a fallback for names that give no slug.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { allocateSlugs } from './allocateSlugs.ts';
import { firstFreeSlug } from './firstFreeSlug.ts';

describe('slugs of pages that have none', () => {
  it('come from each language’s name, Polish letters folded', () => {
    const slugs = allocateSlugs('product', [{ id: 1, names: { en: 'Inercise device set', pl: 'Zestaw Inercise' } }, { id: 2, names: { en: 'Triangle handle', pl: 'Uchwyt trójkątny' } }]);
    assert.deepEqual(Object.fromEntries(slugs), {
      1: { en: 'inercise-device-set', pl: 'zestaw-inercise' },
      2: { en: 'triangle-handle', pl: 'uchwyt-trojkatny' },
    });
  });

  it('give a later page whose name slugs the same the next free suffix, in either language', () => {
    const slugs = allocateSlugs('article', [
      { id: 4, names: { en: 'Stand', pl: 'Stojak' } },
      { id: 5, names: { en: 'Stand!', pl: 'STAND' } },
      { id: 6, names: { en: 'stand', pl: 'Stojak' } },
    ]);
    assert.deepEqual(Object.fromEntries(slugs), {
      4: { en: 'stand', pl: 'stojak' },
      // Its Polish name takes the suffix its English one has: a slug alone names one page.
      5: { en: 'stand-2', pl: 'stand-2' },
      6: { en: 'stand-3', pl: 'stojak-2' },
    });
  });

  it('fall back to the kind and id for a name without a letter or digit', () => {
    const slugs = allocateSlugs('product', [{ id: 7, names: { en: '???', pl: '' } }, { id: 8, names: { en: 'Product 7', pl: '—' } }]);
    assert.deepEqual(Object.fromEntries(slugs), { 7: { en: 'product-7', pl: 'product-7' }, 8: { en: 'product-7-2', pl: 'product-8' } });
    assert.equal(allocateSlugs('article', [{ id: 3, names: { en: '', pl: 'Ćma' } }]).get(3)!.en, 'article-3');
  });

  it('count suffixes past every taken one', () => {
    const taken = new Set(['bar', 'bar-2', 'bar-3']);
    assert.equal(firstFreeSlug('bar', (slug) => taken.has(slug)), 'bar-4');
    assert.equal(firstFreeSlug('pole', (slug) => taken.has(slug)), 'pole');
  });
});
