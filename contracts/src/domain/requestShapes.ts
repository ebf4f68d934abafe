import { z } from 'zod/mini';
import { lazySchema } from '../validation/lazySchema';
import { ArticleSchema } from './article';
import { AddProductPayloadSchema } from './cartPayloads';
import { MAX_CART_LINE_QUANTITY } from './cartRule';
import { CurrencyNameSchema, CurrencySchema } from './currency';
import { OrderSchema } from './order';
import { pageSchema } from './page';
import { ProductSchema } from './product';
import { RegionSchema } from './region';

// The small shapes the route table (contracts/src/routes) names for the shop's requests and answers: path
// parameters, queries, plain answers. They live here, in a module the contracts' index exports whole, so they are
// part of the @inercise/shared singleton: a remote that calls an entry takes them, and zod, from it instead of
// bundling copies (docs/decisions/0038-one-route-table.md).

/** A positive integer id in a path: digits only (no "1e3", " 1", "-1"), below 2^31 so PostgreSQL's int accepts it. */
export const idParam = (): z.ZodMiniType<number, string> =>
  z.pipe(
    z.string().check(z.regex(/^\d{1,10}$/, 'invalidId')),
    z.transform((text: string) => Number(text)),
  ).check(z.refine((id: number) => id > 0 && id < 2 ** 31, 'invalidId'));

/** Path parameters that are one id each, under their names. */
export const idParams = <const Name extends string>(name: Name) => lazySchema(() => z.object({ [name]: idParam() } as { [K in Name]: ReturnType<typeof idParam> }));

/** An answer that says only what was done (`{ message }`). */
export const MessageAnswerSchema = lazySchema(() => z.object({ message: z.string() }));

/** How a list of published articles is ordered and paged: newest first, one page of up to 100, unless asked. */
export const ArticleListQuerySchema = lazySchema(() =>
  z.object({
    sortBy: z._default(z.enum(['datePublished', 'id']), 'datePublished'),
    sortDir: z._default(z.enum(['ASC', 'DESC', 'asc', 'desc']), 'DESC'),
    page: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(10000)), 0),
    size: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 100),
  }),
);

/** The same, with the published ones only when asked (`published=true`). */
export const ArticleListFilterQuerySchema = lazySchema(() => z.extend(ArticleListQuerySchema, { published: z.optional(z.enum(['true', 'false'])) }));

export const ArticlePageSchema = lazySchema(() => pageSchema(ArticleSchema));
export const ProductPageSchema = lazySchema(() => pageSchema(ProductSchema));
export const OrderPageSchema = lazySchema(() => pageSchema(OrderSchema));
export const CurrencyListSchema = lazySchema(() => z.array(CurrencySchema));

/** POST /cart/add-product/{productId}: how many, one unless asked, at most the line's limit. */
export const AddToCartQuerySchema = lazySchema(() =>
  z.object({
    quantity: z._default(z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(MAX_CART_LINE_QUANTITY))), 1),
  }),
);
/** The chosen options of the product added; none for a product without options. */
export const AddToCartBodySchema = lazySchema(() => z._default(z.optional(AddProductPayloadSchema), []));
export const RegionParamsSchema = lazySchema(() => z.object({ region: RegionSchema }));
export const DiscountCodeParamsSchema = lazySchema(() => z.object({ code: z.string().check(z.minLength(1), z.maxLength(64)) }));
export const DiscountCurrencyQuerySchema = lazySchema(() => z.object({ currency: z.optional(CurrencyNameSchema) }));

export const OrderNumberParamsSchema = lazySchema(() => z.object({ orderNumber: z.string().check(z.minLength(1), z.maxLength(40)) }));
export const SlugParamsSchema = lazySchema(() => z.object({ kind: z.enum(['product', 'article']), slug: z.string() }));
export const SessionIdParamsSchema = lazySchema(() => z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) }));

/** POST /users: the new account, before its activation. */
export const RegisteredUserSchema = lazySchema(() => z.object({ id: z.number(), emailAddress: z.string() }));
/** POST /users/resend-activation: the address to send the activation mail to again. */
export const ResendActivationPayloadSchema = lazySchema(() => z.object({ emailAddress: z.string().check(z.trim(), z.minLength(3), z.maxLength(254)) }));

/** The newsletter's confirmation and unsubscribe links carry one token. */
export const NewsletterTokenSchema = lazySchema(() => z.object({ token: z.string().check(z.minLength(1), z.maxLength(200)) }));

/** GET /users/me/export: every section of the customer's data, as the API writes it. */
export const PersonalDataExportSchema = lazySchema(() => z.record(z.string(), z.unknown()));
export const HealthAnswerSchema = lazySchema(() => z.object({ status: z.literal('ok'), database: z.literal('ok') }));
export const ImageNameParamsSchema = lazySchema(() => z.object({ name: z.string().check(z.regex(/^[a-z0-9-]{1,60}\.(webp|svg)$/, 'invalidImageName')) }));
