import type { Region } from './region';

/** The 27 member states of the European Union (ISO alpha-2). Kept apart from the country data so forms can use it cheaply. */
export const euMemberCodes: readonly string[] = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE',
  'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
];

/** POLAND for PL, SWITZERLAND for CH, EUROPEAN_UNION for the 26 other EU members, else OTHER. */
export const regionOf = (countryCode: string): Region => {
  const upper = countryCode.toUpperCase();
  if (upper === 'PL') return 'POLAND';
  if (upper === 'CH') return 'SWITZERLAND';
  return euMemberCodes.includes(upper) ? 'EUROPEAN_UNION' : 'OTHER';
};
