import { screen } from '@testing-library/react';
import type { Article, Language, StructuredData } from '@inercise/shared';
import { anArticle, fakeApi, renderWithShop } from '@inercise/shared/testing';
import { contentTranslations } from '../../i18n/contentTranslations';
import { ArticlePage } from './ArticlePage';
import { articleHead } from './articleHead';
import { HEADLINE_MAX, headlineOf } from './blogPostingData';

const origin = 'https://shop.example';
const apiUrl = 'https://api.example';
const texts = { description: 'An article from the blog, said when its body says nothing.', home: 'Home', blog: 'Blog' };
const absolute = (url: unknown) => typeof url === 'string' && /^https:\/\//.test(url);

const article = anArticle({
  id: 4,
  slugs: { en: 'how-to-choose-the-right-disc', pl: 'jak-wybrac-dysk' },
  author: 'Marta Nowak',
  datePublished: '2025-04-02T09:00:00.000Z',
  image: 'article-4.webp',
});

/** The head as the server gives it, and the page as the shopper sees it, for one article. */
async function headAndPage(shown: Article, language: Language) {
  const slug = shown.slugs?.[language];
  fakeApi({ [`GET /articles/${shown.id}`]: shown, ...(slug ? { [`GET /slugs/article/${slug}`]: { id: shown.id, slugs: shown.slugs } } : {}) });
  const at = slug ? { route: `/${language}/article/${slug}`, path: `/${language}/article/:slug` } : { route: `/${language}/article?id=${shown.id}`, path: `/${language}/article` };
  renderWithShop(<ArticlePage />, { ...at, apiUrl, translations: { content: contentTranslations } });
  await screen.findByRole('heading', { level: 1, name: shown.titleDict[language] });
  const head = articleHead({ article: shown, language, origin, publicPath: 'https://content.example/', texts });
  const of = (type: string): StructuredData => head.structuredData?.find((item) => item['@type'] === type) ?? { '@type': 'missing' };
  return { head, posting: of('BlogPosting'), breadcrumbs: of('BreadcrumbList') };
}

describe("an article's head and structured data", () => {
  it.each(['en', 'pl'] as const)('has what a BlogPosting needs, each as the %s page shows it', async (language) => {
    const { head, posting } = await headAndPage(article, language);
    expect(posting['@context']).toBe('https://schema.org');
    // The headline is the visible title; the picture the one at the top of the page, absolute.
    expect(posting.headline).toBe(screen.getByRole('heading', { level: 1 }).textContent);
    const picture = document.querySelector('article img');
    expect(posting.image).toEqual([picture?.getAttribute('src')]);
    expect(head.image).toBe(picture?.getAttribute('src'));
    expect(absolute(head.image)).toBe(true);
    // The author and the date in the byline.
    expect(posting.author).toEqual([{ '@type': 'Person', name: 'Marta Nowak' }]);
    expect(screen.getByText('Marta Nowak')).toBeInTheDocument();
    const published = String(posting.datePublished);
    expect(published.slice(0, 10)).toBe(document.querySelector('article time')?.getAttribute('dateTime'));
    expect(Number.isNaN(Date.parse(published))).toBe(false);
    expect(posting.dateModified).toBe(posting.datePublished);
    expect(posting.inLanguage).toBe(language);
    // The page it is the main thing of: its canonical address in its language.
    const canonical = `${origin}/${language}/article/${article.slugs?.[language]}`;
    expect(posting.mainEntityOfPage).toEqual({ '@type': 'WebPage', '@id': canonical });
    expect(posting.url).toBe(canonical);
    expect(head.paths?.[language]).toBe(`/${language}/article/${article.slugs?.[language]}`);
    // The publisher: the shop, with its logo.
    expect(posting.publisher).toMatchObject({ '@type': 'Organization', name: 'Inercise', url: origin, logo: { url: `${origin}/logo.svg` } });
    // The description the head gives is the one the page's usePageMeta sets.
    expect(posting.description).toBe(head.description);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', head.description);
    expect(head.description.length).toBeGreaterThanOrEqual(50);
  });

  it("puts the article under the blog under the home page, each step's address absolute, in the page language", async () => {
    const { breadcrumbs } = await headAndPage(article, 'pl');
    expect(breadcrumbs['@context']).toBe('https://schema.org');
    expect(breadcrumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/pl` },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: `${origin}/pl/blog` },
      { '@type': 'ListItem', position: 3, name: 'Jak wybrać dysk', item: `${origin}/pl/article/jak-wybrac-dysk` },
    ]);
  });

  it("stands the blog's own picture in for an article without one, and names the ?id= address of one without slugs", async () => {
    const bare = anArticle({ id: 5, image: '' });
    const { head, posting } = await headAndPage(bare, 'en');
    expect(head.image).toMatch(/^https:\/\/content\.example\//);
    expect(posting.image).toEqual([head.image]);
    expect(head.paths).toBeUndefined();
    expect(posting.url).toBe(`${origin}/en/article?id=5`);
  });

  it('cuts a headline longer than search engines take at a word', () => {
    const title =
      'Flywheel training for runners, skiers, climbers, rowers and everyone else who wants strong tendons for the whole season and beyond';
    const headline = headlineOf(title);
    expect(headline.length).toBeLessThanOrEqual(HEADLINE_MAX);
    expect(headline).toBe('Flywheel training for runners, skiers, climbers, rowers and everyone else who wants strong tendons for the…');
    expect(headlineOf('What is flywheel training?')).toBe('What is flywheel training?');
  });
});
