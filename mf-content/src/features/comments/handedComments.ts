import { ArticleCommentListSchema, takeFirstScreenData, type ArticleComment } from '@inercise/shared';

// An article's approved comments as the server's first screen drew them, handed to the application so it does not
// ask the API again at once.

/** The id of the JSON block in which the server's first screen hands over the article's approved comments. */
export const ARTICLE_COMMENTS_DATA_ID = 'mf-content-first-screen-article-comments';

export interface HandedComments {
  articleId: number;
  comments: ArticleComment[];
}

/** How long comments handed over by the first screen stand for the API's answer. */
const PRIMED_MAX_AGE_MS = 60_000;
let primed: (HandedComments & { at: number }) | null = null;
let handoffTaken = false;

/** Comments fetched elsewhere (by the server, for the first screen), taken as if they had just arrived. */
export function primeArticleComments(handed: HandedComments): void {
  primed = { ...handed, at: Date.now() };
}

/** The first screen's block, read once; anything unreadable is ignored. */
function takeHandoff(): void {
  handoffTaken = true;
  const handed = takeFirstScreenData(ARTICLE_COMMENTS_DATA_ID) as Partial<HandedComments> | undefined;
  const comments = ArticleCommentListSchema.safeParse(handed?.comments);
  if (typeof handed?.articleId === 'number' && comments.success) primeArticleComments({ articleId: handed.articleId, comments: comments.data });
}

/**
 * The handed-over comments of this article, while fresh. In the browser the first look takes the first screen's
 * block out of the page (the application's first render is the one that adopts the server's markup).
 */
export function peekArticleComments(articleId: number): ArticleComment[] | undefined {
  if (!handoffTaken && typeof document !== 'undefined') takeHandoff();
  return primed && primed.articleId === articleId && Date.now() - primed.at < PRIMED_MAX_AGE_MS ? primed.comments : undefined;
}

/** Forgets what was handed over (tests). */
export function forgetArticleComments(): void {
  primed = null;
  handoffTaken = false;
}
