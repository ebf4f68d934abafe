import { z } from 'zod/mini';
import { lazySchema } from '../validation/lazySchema';

export const regions = ['POLAND', 'SWITZERLAND', 'EUROPEAN_UNION', 'OTHER'] as const;
export const RegionSchema = lazySchema(() => z.enum(regions));
export type Region = z.infer<typeof RegionSchema>;

/** Regions the shop ships to directly (OTHER needs an inquiry). */
export const shippableRegions: readonly Region[] = ['POLAND', 'SWITZERLAND', 'EUROPEAN_UNION'];
