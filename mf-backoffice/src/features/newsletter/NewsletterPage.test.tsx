import { screen, within } from '@testing-library/react';
import { fakeApi, reply, renderWithShop, type Routes } from '@inercise/shared/testing';
import { backofficeTranslations } from '../../i18n/backofficeTranslations';
import { aSubscriber, onePage } from '../../testing/adminFixtures';
import { NewsletterPage } from './NewsletterPage';

const open = (routes: Routes, route = '/en/admin/newsletter') => {
  const api = fakeApi(routes);
  const view = renderWithShop(<NewsletterPage />, { route, path: '/:lang/admin/newsletter', translations: { backoffice: backofficeTranslations }, loggedIn: true });
  return { api, ...view };
};

describe('NewsletterPage', () => {
  it('lists the subscribers newest first, searched and paged through the address', async () => {
    const { api, user, location } = open({
      'GET /admin/newsletter': (request) => onePage([aSubscriber()], { number: Number(request.query.page), totalPages: 2, totalElements: 21 }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Newsletter subscribers' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Newsletter subscribers, newest first' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('reader@example.com');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('20 Nov 2026, 09:00');
    expect(screen.getByText('Subscribers found: 21')).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail contains'), 'example');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(location().search).toBe('?q=example');
    await screen.findByRole('table');
    expect(api.callsTo('GET /admin/newsletter').at(-1)!.query).toEqual({ q: 'example', page: '0', size: '20' });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(location().search).toBe('?q=example&page=1');
    expect(within(screen.getByRole('navigation', { name: 'Back office' })).getByRole('link', { name: 'Newsletter' })).toHaveAttribute('aria-current', 'page');
  });

  it('removes a subscriber only once confirmed', async () => {
    const { api, user } = open({ 'GET /admin/newsletter': onePage([aSubscriber({ id: 7 })]), 'DELETE /admin/newsletter/7': reply(204, null) });
    await user.click(await screen.findByRole('button', { name: 'Remove reader@example.com' }));
    const confirm = screen.getByRole('group', { name: 'Remove reader@example.com from the newsletter?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE /admin/newsletter/7')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Remove reader@example.com' }));
    await user.click(screen.getByRole('button', { name: 'Yes, remove' }));
    expect(api.callsTo('DELETE /admin/newsletter/7')).toHaveLength(1);
    expect(api.callsTo('DELETE /admin/newsletter/7')[0]!.headers.authorization).toBe('Bearer jwt');
    await screen.findByRole('table');
    expect(api.callsTo('GET /admin/newsletter').length).toBeGreaterThanOrEqual(2);
  });

  it('says why a removal failed', async () => {
    const { user } = open({ 'GET /admin/newsletter': onePage([aSubscriber({ id: 7 })]), 'DELETE /admin/newsletter/7': reply(404, { message: 'subscriberNotFound', field: 'id' }) });
    await user.click(await screen.findByRole('button', { name: 'Remove reader@example.com' }));
    await user.click(screen.getByRole('button', { name: 'Yes, remove' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This subscriber has already been removed.');
  });

  it('exports every subscriber with the session token', async () => {
    const csv = new Blob(['\uFEFFE-mail,Signed up (Warsaw time)\r\n'], { type: 'text/csv' });
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:newsletter'), revokeObjectURL: jest.fn() });
    const clicked: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const { api, user } = open(
      {
        'GET /admin/newsletter': onePage([aSubscriber()]),
        'GET /admin/newsletter.csv': reply(200, csv, { headers: { 'content-disposition': 'attachment; filename="inercise-newsletter-2026-11-22.csv"' } }),
      },
      '/en/admin/newsletter?q=reader',
    );
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('The CSV file has been downloaded.')).toBeInTheDocument();
    expect(api.callsTo('GET /admin/newsletter.csv')[0]!.headers.authorization).toBe('Bearer jwt');
    expect(clicked).toEqual(['inercise-newsletter-2026-11-22.csv']);
  });

  it('speaks Polish', async () => {
    open({ 'GET /admin/newsletter': onePage([]) }, '/pl/admin/newsletter');
    expect(await screen.findByRole('heading', { level: 1, name: 'Subskrybenci newslettera' })).toBeInTheDocument();
    expect(await screen.findByText('Nie znaleziono subskrybentów.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Eksportuj CSV' })).toBeInTheDocument();
  });
});
