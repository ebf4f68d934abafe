import { productTranslations } from '@inercise/shared/translations';
import { META_DESCRIPTION_LENGTH, productMetaDescription } from './productMetaDescription';

describe('productMetaDescription', () => {
  it('takes the opening sentences that fit, whole', () => {
    const third = `A third line ${'that goes on '.repeat(10)}and will not fit.`;
    const text = `Short one. Another short one!\n${third}`;
    expect(productMetaDescription(text, 'Bar')).toBe('Short one. Another short one!');
  });

  it('cuts a first sentence longer than a search result shows at a word', () => {
    const long = `${'word '.repeat(60).trim()}.`;
    const description = productMetaDescription(long, 'Bar');
    expect(description.length).toBeLessThanOrEqual(META_DESCRIPTION_LENGTH);
    expect(description).toMatch(/^word( word)+…$/);
  });

  it('keeps a decimal number in one sentence', () => {
    expect(productMetaDescription('Weighs 1.5 kg in all. Folds flat.', 'Bar')).toBe('Weighs 1.5 kg in all. Folds flat.');
  });

  it('is the name without a description', () => {
    expect(productMetaDescription(' \n ', 'Training bar')).toBe('Training bar');
  });

  it.each(['en', 'pl'] as const)('describes every product of the shop in at most 155 characters (%s)', (language) => {
    const described = Object.entries(productTranslations[language]).flatMap(([key, texts]) =>
      'description' in texts && typeof texts.description === 'string' ? [productMetaDescription(texts.description, key)] : [],
    );
    expect(described.length).toBeGreaterThan(10);
    for (const description of described) {
      expect(description.length).toBeGreaterThan(20);
      expect(description.length).toBeLessThanOrEqual(META_DESCRIPTION_LENGTH);
    }
  });
});
