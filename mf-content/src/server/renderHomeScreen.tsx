import { HomePage } from '../features/home/HomePage';
import { HOME_ARTICLE_COUNT } from '../features/home/LatestArticles';
import { homeHead } from '../features/home/homeHead';
import { articleSummary } from '../features/articles/articleSummary';
import { primePublishedArticles } from '../features/articles/fetchPublishedArticles';
import { publishedArticlesDataBlock, type HandedArticles } from '../features/articles/publishedArticlesHandoff';
import { contentTexts } from './contentI18n';
import { drawPage } from './drawPage';
import { publishedArticlesOrNone } from './publishedArticlesOrNone';
import { sellerOrNone } from './sellerOrNone';
import { deviceSetPricesOrNone } from './deviceSetPricesOrNone';
import { drawWithDeviceSetPrices } from '../features/home/deviceSetPrice';
import { deviceSetDataBlock } from '../features/home/deviceSetHandoff';
import type { ServerPage } from './serverPage';

/**
 * The home page whole: every section, the latest articles and the device set's prices from the API (handed over with
 * the markup, so the application starts from them) and the catalog team's product teasers, whose place the page
 * leaves for them.
 */
export const renderHomeScreen: ServerPage = async (request, route) => {
  const [articles, prices] = await Promise.all([publishedArticlesOrNone(), deviceSetPricesOrNone()]);
  const latest: HandedArticles | null = articles && {
    articles: articles.slice(0, HOME_ARTICLE_COUNT).map(articleSummary),
    complete: articles.length <= HOME_ARTICLE_COUNT,
  };
  // Taken by the page's render below, in the same turn: no other request's list can be in between.
  primePublishedArticles(latest);
  const html =
    drawWithDeviceSetPrices(prices, () => drawPage(request, route, <HomePage />)) +
    (latest ? publishedArticlesDataBlock(latest) : '') +
    (prices ? deviceSetDataBlock(prices) : '');
  const t = contentTexts(request.language);
  return {
    html,
    head: homeHead({
      language: request.language,
      title: t('meta.home.title'),
      description: t('meta.home.description'),
      origin: request.origin,
      publicPath: request.publicPath,
      seller: await sellerOrNone(),
    }),
  };
};
