import { screen, within } from '@testing-library/react';
import type { AdminArticleComment } from '@inercise/shared/admin';
import { fakeApi, renderWithShop, type Routes } from '@inercise/shared/testing';
import { backofficeTranslations } from '../../i18n/backofficeTranslations';
import { onePage } from '../../testing/adminFixtures';
import { CommentsPage } from './CommentsPage';

const open = (routes: Routes, route = '/en/admin/comments') => {
  const api = fakeApi(routes);
  const view = renderWithShop(<CommentsPage />, { route, path: '/:lang/admin/comments', translations: { backoffice: backofficeTranslations }, loggedIn: true });
  return { api, ...view };
};

const aComment = (fields: Partial<AdminArticleComment> = {}): AdminArticleComment => ({
  id: 1,
  articleId: 4,
  articleTitle: { en: 'Eccentric overload', pl: 'Przeciążenie ekscentryczne' },
  authorName: 'Anna',
  authorEmail: 'anna@example.com',
  text: '<b>Great</b> read',
  status: 'PENDING',
  createdAt: '2026-11-21T09:30:00.000Z',
  moderatedAt: null,
  ...fields,
});
const approvedOne = aComment({ id: 2, authorName: 'Ben', authorEmail: 'ben@example.com', text: 'Shown', status: 'APPROVED', moderatedAt: '2026-11-22T10:00:00.000Z' });

describe('CommentsPage', () => {
  it('lists the comments, waiting ones first, their text shown as text, and approves one', async () => {
    const { api, user } = open({ 'GET /admin/comments': onePage([aComment(), approvedOne]), 'PATCH /admin/comments/1': aComment({ status: 'APPROVED' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Comments' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Comments on articles, those waiting for approval first' });
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('Anna');
    expect(first).toHaveTextContent('anna@example.com');
    expect(first).toHaveTextContent('Eccentric overload');
    expect(first).toHaveTextContent('<b>Great</b> read');
    expect(first!.querySelector('b')).toBeNull();
    expect(first).toHaveTextContent('Waiting for approval');
    expect(second).toHaveTextContent('Approved 22 Nov 2026, 11:00');
    expect(within(screen.getByRole('navigation', { name: 'Back office' })).getByRole('link', { name: 'Comments' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: 'Approve the comment of Anna on “Eccentric overload”' }));
    expect(api.callsTo('PATCH /admin/comments/1')[0]!.body).toEqual({ status: 'APPROVED' });
    expect(api.callsTo('PATCH /admin/comments/1')[0]!.headers.authorization).toBe('Bearer jwt');
    await screen.findByRole('table');
    expect(api.callsTo('GET /admin/comments')).toHaveLength(2);
  });

  it('rejects a waiting one and removes an approved one after asking, in Polish', async () => {
    const { api, user } = open(
      { 'GET /admin/comments': onePage([aComment(), approvedOne]), 'PATCH /admin/comments/1': aComment({ status: 'REJECTED' }), 'DELETE /admin/comments/2': null },
      '/pl/admin/comments',
    );
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Odrzuć komentarz: Anna, „Przeciążenie ekscentryczne”' }));
    expect(api.callsTo('PATCH /admin/comments/1')[0]!.body).toEqual({ status: 'REJECTED' });
    await user.click(await screen.findByRole('button', { name: 'Usuń komentarz: Ben, „Przeciążenie ekscentryczne”' }));
    expect(api.callsTo('DELETE /admin/comments/2')).toHaveLength(0);
    await user.click(within(screen.getByRole('group', { name: /Usunąć ten komentarz \(Ben\)/ })).getByRole('button', { name: 'Tak, usuń' }));
    expect(api.callsTo('DELETE /admin/comments/2')).toHaveLength(1);
  });

  it('keeps the filter in the address', async () => {
    const { api, user, location } = open({ 'GET /admin/comments': onePage([approvedOne]) });
    await screen.findByRole('table');
    expect(api.callsTo('GET /admin/comments')[0]!.query).toEqual({ page: '0', size: '20' });
    await user.selectOptions(screen.getByLabelText('Show'), 'APPROVED');
    expect(location().search).toBe('?show=APPROVED');
    await screen.findByRole('table');
    expect(api.callsTo('GET /admin/comments').at(-1)!.query).toEqual({ page: '0', size: '20', status: 'APPROVED' });
  });
});
