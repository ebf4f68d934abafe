/** @jest-environment node */
import type { ArticleComment, Language } from '@inercise/shared';
import { anArticle, fakeApi, networkError } from '@inercise/shared/testing';
import { forgetArticles } from '../../testing/forgetArticles';
import { renderFirstScreen } from '../../server/renderFirstScreen';
import { ARTICLE_COMMENTS_DATA_ID, forgetArticleComments } from './handedComments';

const slugs = { en: 'eccentric-overload', pl: 'przeciazenie-ekscentryczne' };
const article = anArticle({ id: 4, slugs, titleDict: { en: 'Eccentric overload', pl: 'Przeciążenie ekscentryczne' } });
const hostile: ArticleComment = {
  id: 9,
  articleId: 4,
  authorName: 'Anna',
  text: '<script>alert("x")</script> Great read </script>',
  createdAt: '2026-03-02T10:00:00.000Z',
  status: 'APPROVED',
};
const request = (path: string, language: Language) => ({ path, language, publicPath: 'https://content.example/', apiUrl: 'https://api.test', origin: 'https://shop.example' });

beforeEach(() => {
  forgetArticles();
  forgetArticleComments();
});

describe("an article's comments on its first screen", () => {
  it.each(['en', 'pl'] as const)('are drawn as text under the %s article and handed over in a JSON block', async (language) => {
    fakeApi({ 'GET /articles/4': article, [`GET /slugs/article/${slugs[language]}`]: { id: 4, slugs }, 'GET /articles/4/comments': [hostile] });
    const screen = await renderFirstScreen(request(`/${language}/article/${slugs[language]}`, language));
    const html = screen?.html ?? '';
    expect(html).toContain(language === 'en' ? '>Comments</h2>' : '>Komentarze</h2>');
    expect(html).toContain('Anna');
    expect(html).toContain('2026-03-02');
    // The words as text: escaped markup, never an element.
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Great read &lt;/script&gt;');
    expect(html).not.toContain('<script>alert');
    const block = new RegExp(`<script type="application/json" id="${ARTICLE_COMMENTS_DATA_ID}">(.*?)</script>`).exec(html);
    expect(JSON.parse(block?.[1] ?? 'null')).toEqual({ articleId: 4, comments: [hostile] });
    // A visitor is asked to log in; the form is the browser's, for a logged-in customer.
    expect(html).toContain(language === 'en' ? 'Log in to leave a comment.' : 'Zaloguj się, aby dodać komentarz.');
    expect(html).not.toContain('<textarea');
  });

  it('leaves the comments out when the API cannot give them, the article still drawn', async () => {
    fakeApi({ 'GET /articles/4': article, [`GET /slugs/article/${slugs.en}`]: { id: 4, slugs }, 'GET /articles/4/comments': networkError() });
    const screen = await renderFirstScreen(request(`/en/article/${slugs.en}`, 'en'));
    expect(screen?.html).toContain('Eccentric overload');
    expect(screen?.html).not.toContain(ARTICLE_COMMENTS_DATA_ID);
  });
});
