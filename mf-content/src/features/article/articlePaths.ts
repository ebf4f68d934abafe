import { articlePath, localizePath, type Article, type Language } from '@inercise/shared';

const prefixed = (article: Pick<Article, 'id' | 'slugs'>, language: Language) => localizePath(articlePath(article, language), language);

/**
 * The article's address in each language, with its prefix (/en/article/{slug}, /pl/article/{slug}); none when the
 * API gave it no slugs (then its ?id= address differs by the prefix only).
 */
export function articlePaths(article: Pick<Article, 'id' | 'slugs'>): Record<Language, string> | undefined {
  return article.slugs ? { en: prefixed(article, 'en'), pl: prefixed(article, 'pl') } : undefined;
}
