import { z } from 'zod/mini';
import { lazySchema } from './lazySchema';
import { msg } from './messageKeys';

/**
 * The shopper's acceptance of the terms of sale, ticked beside the order button: only `true` places an order, so an
 * order is never made on terms the shopper was not shown (docs/product-rules.md, "A lawful checkout").
 */
export const TermsAcceptedSchema = lazySchema(() => z.literal(true, msg('validation.acceptTerms')));
