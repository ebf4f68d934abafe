import { callEndpoint } from '@inercise/shared';
import { articleComments } from '@inercise/shared/endpoints/comments';
import { articleCommentsDataBlock } from '../features/comments/articleCommentsDataBlock';
import { primeArticleComments, type HandedComments } from '../features/comments/handedComments';

/**
 * The article's approved comments for its first screen, or null when the API cannot give them: the page is then
 * drawn without them (the application asks again), as the article itself is not at fault.
 */
export const approvedCommentsOrNone = async (articleId: number): Promise<HandedComments | null> => {
  const comments = await callEndpoint(articleComments, { params: { id: articleId } }).catch(() => null);
  return comments && { articleId, comments };
};

/** Primes the comments for the render that follows in the same turn, and answers the block that hands them over. */
export const handOverComments = (handed: HandedComments | null): string => {
  if (!handed) return '';
  primeArticleComments(handed);
  return articleCommentsDataBlock(handed);
};
