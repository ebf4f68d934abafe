/**
 * The breakpoints of docs/product-rules.md#design-tokens-and-breakpoints, for JS (media queries in CSS use the same
 * numbers).
 */
const breakpoints = {
  phoneMax: 767,
  heroVideoMin: 768,
  /** Below this the mobile menu shows and product blocks have no hover effect. */
  desktopMin: 1380,
} as const;

export const mediaQueries = {
  phone: `(max-width: ${breakpoints.phoneMax}px)`,
  desktop: `(min-width: ${breakpoints.desktopMin}px)`,
} as const;
