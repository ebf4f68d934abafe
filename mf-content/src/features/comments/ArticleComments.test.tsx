import { screen } from '@testing-library/react';
import type { ArticleComment } from '@inercise/shared';
import { fakeApi, renderWithShop, reply } from '@inercise/shared/testing';
import { contentTranslations } from '../../i18n/contentTranslations';
import { ArticleComments } from './ArticleComments';
import { forgetArticleComments, primeArticleComments } from './handedComments';

const comment = (fields: Partial<ArticleComment>): ArticleComment => ({
  id: 1,
  articleId: 4,
  authorName: 'Anna',
  text: 'Useful, thank you.',
  createdAt: '2026-03-02T10:00:00.000Z',
  status: 'APPROVED',
  ...fields,
});

const show = (options: { loggedIn?: boolean; route?: string } = {}) =>
  renderWithShop(<ArticleComments articleId={4} />, { route: options.route ?? '/en/article/x', path: '/:lang/article/:slug', loggedIn: options.loggedIn ?? false, translations: { content: contentTranslations } });

beforeEach(() => forgetArticleComments());

describe("an article's comments", () => {
  it('shows the handed-over comments at once, markup as text, without asking the API', () => {
    const api = fakeApi();
    primeArticleComments({ articleId: 4, comments: [comment({ text: '<img src=x onerror=alert(1)> <b>bold</b>' }), comment({ id: 2, authorName: null, text: 'Second' })] });
    show();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Anna');
    expect(items[0]).toHaveTextContent('2026-03-02');
    expect(items[0]).toHaveTextContent('<img src=x onerror=alert(1)> <b>bold</b>');
    expect(document.querySelector('img, b')).toBeNull();
    expect(items[1]).toHaveTextContent('A customer');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/login');
    expect(api.calls).toEqual([]);
  });

  it('asks for comments not handed over when the reader wants them, and says when there are none', async () => {
    fakeApi({ 'GET /articles/4/comments': [] });
    const { user } = show({ route: '/pl/article/x' });
    await user.click(screen.getByRole('button', { name: 'Pokaż komentarze' }));
    expect(await screen.findByText('Nie ma jeszcze komentarzy.')).toBeInTheDocument();
  });

  it('lets a logged-in customer post, showing the comment as waiting for approval', async () => {
    primeArticleComments({ articleId: 4, comments: [] });
    const waiting = comment({ id: 7, text: 'Mine, earlier', status: 'PENDING' });
    const api = fakeApi({
      'GET /articles/4/comments/mine': [waiting],
      'POST /add-comment': (request) => reply(201, comment({ id: 8, text: (request.body as { text: string }).text, status: 'PENDING' })),
    });
    const { user } = show({ loggedIn: true });
    const field = await screen.findByRole('textbox', { name: 'Your comment' });
    expect(await screen.findByText('Mine, earlier')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText('You cannot send an empty message.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.type(field, '  <script>hi</script>  ');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText('Thank you! Your comment is waiting for approval.')).toBeInTheDocument();
    const posted = api.calls.find((call) => call.method === 'POST');
    expect(posted?.body).toEqual({ articleId: 4, text: '<script>hi</script>' });
    expect(posted?.headers.authorization).toMatch(/^Bearer /);
    const mine = screen.getByRole('heading', { name: 'Your comments' }).nextElementSibling;
    expect(mine).toHaveTextContent('<script>hi</script>');
    expect(mine).toHaveTextContent('Waiting for approval');
    expect(field).toHaveValue('');
  });

  it('says so when the customer posted too many in a short time, keeping the text', async () => {
    primeArticleComments({ articleId: 4, comments: [] });
    fakeApi({ 'GET /articles/4/comments/mine': [], 'POST /add-comment': reply(429, { message: 'tooManyRequests', field: null }) });
    const { user } = show({ loggedIn: true, route: '/pl/article/x' });
    const field = await screen.findByRole('textbox', { name: 'Twój komentarz' });
    await user.type(field, 'Jeszcze jeden');
    await user.click(screen.getByRole('button', { name: 'Dodaj komentarz' }));
    expect(await screen.findByText('Dodałeś kilka komentarzy w krótkim czasie. Spróbuj ponownie za kilka minut.')).toBeInTheDocument();
    expect(field).toHaveValue('Jeszcze jeden');
  });
});
