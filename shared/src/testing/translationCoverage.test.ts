import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unknownTranslationKeys, usedTranslationKeys } from './translationCoverage';

describe('translation coverage', () => {
  it('finds literal keys and reports those no namespace has', () => {
    const dir = mkdtempSync(join(tmpdir(), 'keys-'));
    writeFileSync(
      join(dir, 'Page.tsx'),
      "t('page.title'); t(\"fallback.retry\"); t('common:errors.generic'); t('page.missing'); t(`dynamic.${x}`);",
    );
    expect(usedTranslationKeys(dir)).toEqual(['common:errors.generic', 'fallback.retry', 'page.missing', 'page.title']);
    const own = { en: { page: { title: 'Title' } }, pl: { page: { title: 'Tytuł' } } };
    expect(unknownTranslationKeys(dir, 'demo', own)).toEqual(['page.missing']);
  });
});
