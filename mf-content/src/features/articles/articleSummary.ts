import type { Article } from '@inercise/shared';

/** What a list of articles shows of each (card: picture, date, author, title, link): an article without its body. */
export type ArticleSummary = Omit<Article, 'bodyDict'>;

/** The article as a list shows it; the body, the heaviest part, stays out of what the first screen hands over. */
export function articleSummary({ bodyDict: _body, ...summary }: Article): ArticleSummary {
  return summary;
}
