import { articlePath, productPath, SLUG_MAX_LENGTH, SLUG_PATTERN, slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['Inercise device set', 'inercise-device-set'],
    ['Zestaw ćwiczeń — łatwy i szybki!', 'zestaw-cwiczen-latwy-i-szybki'],
    ['  ŻÓŁTA  Ławka  ', 'zolta-lawka'],
    ['Kurs 2 (wersja 3.0)', 'kurs-2-wersja-3-0'],
    ['!!!', ''],
  ])('%s → %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
    if (slug !== '') expect(slug).toMatch(SLUG_PATTERN);
  });

  it('keeps a long name readable and never ends on a hyphen', () => {
    const slug = slugify(`${'flywheel '.repeat(20)}end`);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug).toMatch(SLUG_PATTERN);
  });
});

describe('page paths', () => {
  const slugs = { en: 'inercise-device-set', pl: 'zestaw-inercise' };
  it("use the slug of the page's language, or the id when there is none", () => {
    expect(productPath({ id: 1, slugs }, 'pl')).toBe('/product/zestaw-inercise');
    expect(productPath({ id: 1 }, 'en')).toBe('/product?id=1');
    expect(articlePath({ id: 3, slugs }, 'en')).toBe('/article/inercise-device-set');
    expect(articlePath({ id: 3 }, 'pl')).toBe('/article?id=3');
  });
});
