import { screen, within } from '@testing-library/react';
import { anArticle, fakeApi, reply, renderWithShop, type Routes } from '@inercise/shared/testing';
import { accountTranslations } from '../../i18n/accountTranslations';
import { FavouriteArticlesPage } from './FavouriteArticlesPage';

const training = { id: 1, slug: 'training', nameDict: { en: 'Training', pl: 'Trening' } };
const kept = [
  anArticle({ id: 5, slugs: { en: 'home-workout', pl: 'trening-w-domu' }, titleDict: { en: 'A home workout', pl: 'Trening w domu' }, category: training }),
  anArticle({ id: 2, slugs: { en: 'five-exercises', pl: 'piec-cwiczen' }, titleDict: { en: 'Five exercises', pl: 'Pięć ćwiczeń' } }),
];

const open = (routes: Routes, options: { language?: 'en' | 'pl'; loggedIn?: boolean } = {}) => {
  const api = fakeApi(routes);
  const view = renderWithShop(<FavouriteArticlesPage />, {
    route: `/${options.language ?? 'en'}/profile/favourite-articles`,
    path: '/:lang/profile/favourite-articles',
    translations: { account: accountTranslations },
    loggedIn: options.loggedIn ?? true,
  });
  return { api, ...view };
};

describe('FavouriteArticlesPage', () => {
  it('sends a visitor to /login', () => {
    const { api, location } = open({}, { language: 'pl', loggedIn: false });
    expect(location().pathname).toBe('/pl/login');
    expect(api.calls).toHaveLength(0);
  });

  it('lists the favourites with links in the page’s language and takes one off', async () => {
    const { api, user } = open(
      { 'GET /favourite-articles': kept, 'POST /remove-from-favourite': { articleId: 5, favourite: false } },
      { language: 'pl' },
    );
    expect(await screen.findByRole('link', { name: 'Trening w domu' })).toHaveAttribute('href', '/pl/article/trening-w-domu');
    expect(screen.getByRole('heading', { level: 1, name: 'Moje ulubione artykuły' })).toBeInTheDocument();
    expect(screen.getByText(/Trening · /)).toBeInTheDocument();
    expect(api.callsTo('GET /favourite-articles')[0]!.headers.authorization).toBe('Bearer jwt');
    await user.click(screen.getByRole('button', { name: 'Usuń z ulubionych: Trening w domu' }));
    expect(await screen.findByRole('link', { name: 'Pięć ćwiczeń' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Trening w domu' })).not.toBeInTheDocument();
    expect(api.callsTo('POST /remove-from-favourite')[0]!.body).toEqual({ articleId: 5 });
  });

  it('says when there are none yet, with a way to the blog', async () => {
    open({ 'GET /favourite-articles': [] });
    expect(await screen.findByText(/No favourites yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the blog' })).toHaveAttribute('href', '/en/blog');
  });

  it('says so when the list or a removal fails, keeping the article', async () => {
    const { user } = open({ 'GET /favourite-articles': kept, 'POST /remove-from-favourite': reply(500, { message: 'boom', field: null }) });
    await user.click(await screen.findByRole('button', { name: 'Remove from favourites: Five exercises' }));
    expect(await screen.findByText('We could not remove the article. Please try again.')).toBeInTheDocument();
    expect(within(screen.getByRole('list')).getByRole('link', { name: 'Five exercises' })).toBeInTheDocument();
  });
});
