import { contracts } from '../../contracts.ts';
import type { SlugKind } from './pageSlugs.ts';

/**
 * The slug a page's name asks for, before any suffix: the name's slug, or `product-<id>` / `article-<id>` for a name
 * without a letter or digit (a page always has an address).
 */
export const baseSlug = (kind: SlugKind, id: number, name: string): string => contracts.slugify(name) || `${kind}-${id}`;
