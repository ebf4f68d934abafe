import { z } from 'zod/mini';
import { lazySchema } from '../validation/lazySchema';

export const propertyKinds = [
  'COLOR',
  'SIZE',
  'COLOR_INERCISE_SET',
  'BELT_SIZE_INERCISE_SET',
  'INERDYSK_SIZE',
  'INERDYSK_ONE_SIZE_INERCISE_SET',
  'INERDYSK_TWO_SIZE_INERCISE_SET',
  'GENERIC',
] as const;
export const PropertyKindSchema = lazySchema(() => z.enum(propertyKinds));
export type PropertyKind = z.infer<typeof PropertyKindSchema>;

/** Disc sizes (docs/product-rules.md#product-options); each gets its own style in the option picker. */
export const discSizes = ['5', '10', '25', '50'] as const;
