/** Minor units (integers in the database) to the API's major-unit numbers, and back. */
export const toMajor = (cents: number): number => Math.round(cents) / 100;
export const toMinor = (major: number): number => Math.round(major * 100);

/** A percentage off, rounded to the minor unit (half up). */
export const applyPercent = (cents: number, percent: number): number => Math.round((cents * (100 - percent)) / 100);

/** Tpay's amount format: major units with two decimals ("8499.00"). */
export const formatAmount = (cents: number): string => (cents / 100).toFixed(2);
