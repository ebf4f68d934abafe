import { articlePath, assetUrl, localizePath, type Article, type Language, type PageHead } from '@inercise/shared';
import fallbackImage from '../../assets/media/article-fallback.webp';
import { breadcrumbList } from '@inercise/shared/first-screen';
import { articleDescription } from './articleDescription';
import { articlePaths } from './articlePaths';
import { blogPostingData } from './blogPostingData';

interface ArticlePageFacts {
  article: Article;
  language: Language;
  /** The shop's public origin. */
  origin: string;
  /** Where this bundle's files are served from (its own picture stands in for an article without one). */
  publicPath: string;
  texts: {
    /** Said of an article whose body gives nothing to say. */
    description: string;
    /** The names of the pages above it: the home page and the blog. */
    home: string;
    blog: string;
  };
}

/**
 * An article page's head: its title, opening words and picture, its address in each language, and the article and
 * its place in the shop for search engines.
 */
export function articleHead({ article, language, origin, publicPath, texts }: ArticlePageFacts): PageHead {
  const paths = articlePaths(article);
  const url = `${origin}${localizePath(articlePath(article, language), language)}`;
  const image = article.image ? new URL(assetUrl('image', article.image), origin).href : new URL(fallbackImage, publicPath).href;
  const description = articleDescription(article.bodyDict[language]) || texts.description;
  const title = article.titleDict[language];
  return {
    title,
    description,
    image,
    type: 'article',
    ...(paths ? { paths } : {}),
    structuredData: [
      blogPostingData({ article, language, url, image, description, origin }),
      breadcrumbList([
        { name: texts.home, url: `${origin}${localizePath('/', language)}` },
        { name: texts.blog, url: `${origin}${localizePath('/blog', language)}` },
        { name: title, url },
      ]),
    ],
  };
}
