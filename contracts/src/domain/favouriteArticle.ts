import { z } from 'zod/mini';
import { lazySchema } from '../validation/lazySchema';
import { ArticleSchema } from './article';
import { RecordIdSchema } from './recordId';

/** Body of POST /add-to-favourite and POST /remove-from-favourite. */
export const FavouriteArticlePayloadSchema = lazySchema(() => z.object({ articleId: RecordIdSchema }));
export type FavouriteArticlePayload = z.infer<typeof FavouriteArticlePayloadSchema>;

/** The answer of both favourite calls: whether the article is now among the customer's favourites. */
export const FavouriteStateSchema = lazySchema(() => z.object({ articleId: z.int(), favourite: z.boolean() }));
export type FavouriteState = z.infer<typeof FavouriteStateSchema>;

/** GET /favourite-articles: the customer's favourite published articles, the latest chosen first. */
export const FavouriteArticlesSchema = lazySchema(() => z.array(ArticleSchema));
