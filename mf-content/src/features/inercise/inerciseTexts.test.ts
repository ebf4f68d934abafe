import { en } from './texts/en';
import { pl } from './texts/pl';

/** Every string of a text tree, flattened. */
const strings = (tree: unknown): string[] =>
  typeof tree === 'string' ? [tree] : typeof tree === 'object' && tree !== null ? Object.values(tree).flatMap(strings) : [];

describe('the device page texts', () => {
  // The device's specification items as the shop seeds them (api/src/db/seed/catalogue.ts, deviceSpecs): length
  // 68 cm, width 42 cm, height folded 12 cm. The page must not tell another size than the product's table.
  it.each([
    ['en', en, 'A flywheel gym in 68 × 42 cm.', 'Only 12 cm high when folded'],
    ['pl', pl, 'Siłownia z kołem zamachowym na 68 × 42 cm.', 'Po złożeniu platforma ma tylko 12 cm wysokości'],
  ] as const)('give the measurements of the specification table (%s)', (_language, texts, title, height) => {
    expect(texts.inercise.title).toBe(title);
    expect(texts.inercise.advantages.general.text).toContain(height);
    const measures = strings(texts).flatMap((text) => [...text.matchAll(/(\d+(?:[.,]\d+)?)\s*(?:cm|centymetr\w*|centimetres)/g)].map((match) => match[1]));
    expect(new Set(measures)).toEqual(new Set(['42', '12']));
  });
});
