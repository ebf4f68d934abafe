/**
 * The top of a chart's scale: the smallest round number (1, 2, 2.5 or 5 times a power of ten) at or above the
 * highest value, so the scale's label reads as a person would write it. Zero stays zero (nothing to draw).
 */
export function niceCeiling(value: number): number {
  if (!(value > 0)) return 0;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * power >= value) ?? 10;
  return step * power;
}
