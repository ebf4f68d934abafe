import { screen, within } from '@testing-library/react';
import { fakeApi, reply, renderWithShop, type Routes } from '@inercise/shared/testing';
import { backofficeTranslations } from '../../i18n/backofficeTranslations';
import { anAdminArticleRow, onePage } from '../../testing/adminFixtures';
import { ArticlesPage } from './ArticlesPage';

const open = (routes: Routes, route = '/en/admin/articles') => {
  const api = fakeApi(routes);
  const view = renderWithShop(<ArticlesPage />, { route, path: '/:lang/admin/articles', translations: { backoffice: backofficeTranslations }, loggedIn: true });
  return { api, ...view };
};

const draft = anAdminArticleRow({ id: 7, titleDict: { en: 'Winter plan', pl: 'Plan na zimę' }, published: false, datePublished: '2026-12-01', author: 'Tomasz Wiśniewski' });

describe('ArticlesPage', () => {
  it('lists drafts and published articles with the title in the page’s language, state, day and author', async () => {
    const { api } = open({ 'GET /admin/articles': onePage([draft, anAdminArticleRow()]) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Articles' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Blog articles, newest first' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Title', 'State', 'Publication date', 'Author']);
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(within(first!).getByRole('link', { name: 'Winter plan' })).toHaveAttribute('href', '/en/admin/articles/7');
    expect(first).toHaveTextContent('Draft');
    expect(first).toHaveTextContent('1 Dec 2026');
    expect(first).toHaveTextContent('Tomasz Wiśniewski');
    expect(second).toHaveTextContent('Flywheel squats for skiers');
    expect(second).toHaveTextContent('Published');
    expect(second).toHaveTextContent('2 Mar 2026');
    expect(screen.getByRole('link', { name: 'New article' })).toHaveAttribute('href', '/en/admin/articles/new');
    expect(api.callsTo('GET /admin/articles')[0]!.query).toEqual({ page: '0', size: '20' });
    expect(api.callsTo('GET /admin/articles')[0]!.headers.authorization).toBe('Bearer jwt');
    expect(within(screen.getByRole('navigation', { name: 'Back office' })).getByRole('link', { name: 'Articles' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows only the drafts or only the published ones, the choice kept in the address', async () => {
    const { api, user, location } = open({ 'GET /admin/articles': onePage([draft]) });
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Show'), 'drafts');
    expect(location().search).toBe('?show=drafts');
    await screen.findByRole('table');
    expect(api.callsTo('GET /admin/articles').at(-1)!.query).toEqual({ page: '0', size: '20', published: 'false' });
    await user.selectOptions(screen.getByLabelText('Show'), 'published');
    expect(location().search).toBe('?show=published');
    await screen.findByRole('table');
    expect(api.callsTo('GET /admin/articles').at(-1)!.query).toEqual({ page: '0', size: '20', published: 'true' });
  });

  it('says when there is nothing to show', async () => {
    open({ 'GET /admin/articles': onePage([]) }, '/en/admin/articles?show=drafts');
    expect(await screen.findByText('No articles here.')).toBeInTheDocument();
    expect(screen.getByLabelText('Show')).toHaveValue('drafts');
  });

  it('speaks Polish, titles too', async () => {
    open({ 'GET /admin/articles': onePage([draft]) }, '/pl/admin/articles');
    expect(await screen.findByRole('heading', { level: 1, name: 'Artykuły' })).toBeInTheDocument();
    const row = within(await screen.findByRole('table', { name: 'Artykuły bloga, od najnowszych' })).getAllByRole('row')[1]!;
    expect(within(row).getByRole('link', { name: 'Plan na zimę' })).toHaveAttribute('href', '/pl/admin/articles/7');
    expect(row).toHaveTextContent('Szkic');
    expect(screen.getByRole('link', { name: 'Nowy artykuł' })).toBeInTheDocument();
  });

  it('tells a customer it is not allowed', async () => {
    open({ 'GET /admin/articles': reply(403, { message: 'adminOnly', field: null }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
