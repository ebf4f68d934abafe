// Minor units and major, and a percentage off: the contracts' pricing module, which the browser's guest cart uses too.
export { toMajor, toMinor, applyPercent } from '@inercise/contracts/domain/pricing';

/** Tpay's amount format: major units with two decimals ("8499.00"). */
export const formatAmount = (cents: number): string => (cents / 100).toFixed(2);
