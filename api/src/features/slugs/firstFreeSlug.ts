/** The base itself when it is free, else the base with the first free suffix: `stand`, `stand-2`, `stand-3`... */
export const firstFreeSlug = (base: string, taken: (slug: string) => boolean): string => {
  if (!taken(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    const slug = `${base}-${suffix}`;
    if (!taken(slug)) return slug;
  }
};
