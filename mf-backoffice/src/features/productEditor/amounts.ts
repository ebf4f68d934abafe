import type { Language } from '@inercise/shared';

/**
 * An amount as the owner types it ("149", "149,99", "1 499.9", "8 499,00") in minor units, or null when it reads as
 * no amount of money (letters, three decimals, a minus). Read from the digits, never through a floating-point number
 * (docs/decisions/0007-integer-money.md).
 */
export function parseAmount(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(compact);
  if (!match) return null;
  const [, whole, fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Minor units as the owner edits them: "8499", "19,99" in Polish, "19.99" in English; no grouping, so it reads back. */
export function amountText(minor: number, language: Language): string {
  const whole = Math.floor(minor / 100);
  const fraction = minor % 100;
  if (fraction === 0) return String(whole);
  return `${whole}${language === 'pl' ? ',' : '.'}${String(fraction).padStart(2, '0')}`;
}

/** A weight in kilograms as the owner types it ("21", "0,9", "2.125") in grams, or null when it reads as no weight. */
export function parseWeight(text: string): number | null {
  const match = /^(\d{1,4})(?:[.,](\d{1,3}))?$/.exec(text.replace(/[\s\u00a0\u202f]/g, ''));
  if (!match) return null;
  const [, whole, fraction = ''] = match;
  return Number(whole) * 1000 + Number(fraction.padEnd(3, '0'));
}

/** Grams as the owner edits them, in kilograms: "21", "0,9" in Polish, "0.9" in English. */
export function weightText(grams: number, language: Language): string {
  const whole = Math.floor(grams / 1000);
  const fraction = String(grams % 1000).padStart(3, '0').replace(/0+$/, '');
  return fraction === '' ? String(whole) : `${whole}${language === 'pl' ? ',' : '.'}${fraction}`;
}
