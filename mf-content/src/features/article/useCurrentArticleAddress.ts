import { useEffect } from 'react';
import { useLocation, useNavigate } from '@inercise/shared/router';
import { articlePath, localizePath, useLanguage, type Article } from '@inercise/shared';
import { primeArticle } from '../articles/primedArticle';

/**
 * Puts the article's current address in the address bar when it was reached another way: the old `?id=`, its slug
 * in the other language, or a slug it had before a rename. Replaced, not pushed, so Back skips the old address; the
 * article is kept, so the page at the new address shows it without asking again.
 */
export function useCurrentArticleAddress(article: Article | null, slugInAddress: string | undefined): void {
  const navigate = useNavigate();
  const language = useLanguage();
  const { hash } = useLocation();
  const current = article?.slugs?.[language];
  useEffect(() => {
    if (!article || current === undefined || slugInAddress === current) return;
    primeArticle(article);
    void navigate(`${localizePath(articlePath(article, language), language)}${hash}`, { replace: true });
  }, [article, current, slugInAddress, language, hash, navigate]);
}
