/**
 * The Polish tax number (NIP): ten digits, the last a check digit (the first nine weighted 6, 5, 7, 2, 3, 4, 5, 6, 7,
 * summed, modulo 11; a remainder of 10 is never given out). Written with or without the EU prefix "PL" and with the
 * spaces or dashes people type ("526-025-02-74").
 */
const NIP_WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7] as const;

/** The number as compared: upper case, without spaces, dashes and dots. */
export const compactTaxNumber = (text: string): string => text.replace(/[\s.-]/g, '').toUpperCase();

export const isValidNip = (text: string): boolean => {
  const digits = compactTaxNumber(text).replace(/^PL/, '');
  if (!/^\d{10}$/.test(digits)) return false;
  const sum = NIP_WEIGHTS.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  const check = sum % 11;
  return check !== 10 && check === Number(digits[9]);
};

/** Whether a number is checked as a NIP: the invoice's country is Poland, or the number says PL. */
export const isPolishTaxNumber = (text: string, country: string): boolean => {
  const compact = compactTaxNumber(text);
  if (compact.startsWith('PL')) return true;
  return country.toUpperCase() === 'PL' && !/^[A-Z]{2}/.test(compact);
};
