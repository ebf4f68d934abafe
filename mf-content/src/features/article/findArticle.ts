import { callEndpoint, type Article } from '@inercise/shared';
import { article } from '@inercise/shared/endpoints/articles';
import { slugLookup } from '@inercise/shared/endpoints/slugs';
import type { ArticleAddress } from './articleAddress';

/** The article at an address: by id at once, by slug once the API has said whose slug it is. Rejects with a 404 when none. */
export async function findArticle(address: ArticleAddress, signal?: AbortSignal): Promise<Article> {
  const id = 'id' in address ? address.id : (await callEndpoint(slugLookup, { params: { kind: 'article', slug: address.slug }, signal })).id;
  // The API answers 404 for an unknown or unpublished one.
  return callEndpoint(article, { params: { id }, signal });
}
