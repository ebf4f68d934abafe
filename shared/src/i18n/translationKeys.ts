/** Every dotted key of a nested translation object (leaves only). */
export function translationKeys(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value !== null && typeof value === 'object'
      ? translationKeys(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

/** Keys present in one language and missing in the other, for the parity test every bundle runs. */
export function missingKeys(translations: { en: Record<string, unknown>; pl: Record<string, unknown> }): {
  missingInPl: string[];
  missingInEn: string[];
} {
  const en = new Set(translationKeys(translations.en));
  const pl = new Set(translationKeys(translations.pl));
  return {
    missingInPl: [...en].filter((k) => !pl.has(k)),
    missingInEn: [...pl].filter((k) => !en.has(k)),
  };
}
