import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { translationKeys } from '../i18n/translationKeys';
import { commonTranslations } from '@inercise/contracts/i18n/commonTranslations';
import { productTranslations } from '@inercise/contracts/domain/productTranslations';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Literal keys the code passes to t('…') or i18nKey="…"; keys built at run time are not seen. */
export function usedTranslationKeys(dir: string): string[] {
  const found = new Set<string>();
  const pattern = /(?:\bt\(\s*|i18nKey=\{?\s*)['"]([\w.:-]+)['"]/g;
  for (const file of sourceFiles(dir)) {
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) found.add(match[1] as string);
  }
  return [...found].sort();
}

/**
 * Keys the code uses that no namespace has, in either language. A key `ns:a.b` is looked up in that namespace;
 * a bare key in the bundle's own namespace, then in common.
 */
export function unknownTranslationKeys(
  dir: string,
  ownNamespace: string,
  own: { en: Record<string, unknown>; pl: Record<string, unknown> },
): string[] {
  const namespaces: Record<string, { en: Record<string, unknown>; pl: Record<string, unknown> }> = {
    common: commonTranslations,
    products: productTranslations as never,
    [ownNamespace]: own,
  };
  const keysOf = (ns: string, lang: 'en' | 'pl') => new Set(namespaces[ns] ? translationKeys(namespaces[ns][lang]) : []);
  const has = (ns: string, key: string) => keysOf(ns, 'en').has(key) && keysOf(ns, 'pl').has(key);
  return usedTranslationKeys(dir).filter((used) => {
    const [ns, key] = used.includes(':') ? (used.split(':', 2) as [string, string]) : [null, used];
    if (ns) return !has(ns, key);
    return !has(ownNamespace, key) && !has('common', key);
  });
}
