import { screen, within } from '@testing-library/react';
import { fakeApi, reply, renderWithShop, type Routes } from '@inercise/shared/testing';
import { backofficeTranslations } from '../../i18n/backofficeTranslations';
import { aContactMessage, onePage } from '../../testing/adminFixtures';
import { MessagesPage } from './MessagesPage';

const open = (routes: Routes, route = '/en/admin/messages') => {
  const api = fakeApi(routes);
  const view = renderWithShop(<MessagesPage />, { route, path: '/:lang/admin/messages', translations: { backoffice: backofficeTranslations }, loggedIn: true });
  return { api, ...view };
};

const handledOne = aContactMessage({ id: 2, name: 'Ben', email: 'ben@example.com', handledAt: '2026-11-21T10:00:00.000Z', handledBy: 'owner@example.com' });

describe('MessagesPage', () => {
  it('lists the waiting messages by default, their text shown as text, with a reply link', async () => {
    const { api } = open({ 'GET /admin/contact-messages': onePage([aContactMessage({ message: '<b>Hello</b>\nsecond line' })]) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Contact messages, newest first' });
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(row).toHaveTextContent('Anna Łęcka');
    expect(row).toHaveTextContent('anna@example.com');
    expect(row).toHaveTextContent('21 Nov 2026, 10:30');
    expect(row).toHaveTextContent('<b>Hello</b>');
    expect(row!.querySelector('b')).toBeNull();
    expect(row).toHaveTextContent('Waiting');
    expect(within(row!).getByRole('link', { name: 'Reply to Anna Łęcka by e-mail' })).toHaveAttribute('href', 'mailto:anna%40example.com?subject=Your%20message%20to%20Inercise');
    expect(api.callsTo('GET /admin/contact-messages')[0]!.query).toEqual({ page: '0', size: '20', handled: 'false' });
    expect(screen.getByLabelText('Show')).toHaveValue('waiting');
    expect(within(screen.getByRole('navigation', { name: 'Back office' })).getByRole('link', { name: 'Messages' })).toHaveAttribute('aria-current', 'page');
  });

  it('keeps the filter in the address', async () => {
    const { api, user, location } = open({ 'GET /admin/contact-messages': onePage([handledOne]) });
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Show'), 'handled');
    expect(location().search).toBe('?show=handled');
    await screen.findByRole('table');
    expect(api.callsTo('GET /admin/contact-messages').at(-1)!.query).toEqual({ page: '0', size: '20', handled: 'true' });
    await user.selectOptions(screen.getByLabelText('Show'), 'all');
    expect(location().search).toBe('?show=all');
    await screen.findByRole('table');
    expect(api.callsTo('GET /admin/contact-messages').at(-1)!.query).toEqual({ page: '0', size: '20' });
  });

  it('marks a message handled and unhandled, then loads the list again', async () => {
    const { api, user } = open(
      {
        'GET /admin/contact-messages': onePage([aContactMessage(), handledOne]),
        'PATCH /admin/contact-messages/1': aContactMessage({ handledAt: '2026-11-22T10:00:00.000Z', handledBy: 'owner@example.com' }),
        'PATCH /admin/contact-messages/2': { ...handledOne, handledAt: null, handledBy: null },
      },
      '/en/admin/messages?show=all',
    );
    const table = await screen.findByRole('table');
    const [, second] = within(table).getAllByRole('row').slice(1);
    expect(second).toHaveTextContent('Handled 21 Nov 2026, 11:00 by owner@example.com');
    await user.click(screen.getByRole('button', { name: 'Mark handled: message from Anna Łęcka' }));
    expect(api.callsTo('PATCH /admin/contact-messages/1')[0]!.body).toEqual({ handled: true });
    expect(api.callsTo('PATCH /admin/contact-messages/1')[0]!.headers.authorization).toBe('Bearer jwt');
    await user.click(await screen.findByRole('button', { name: 'Mark unhandled: message from Ben' }));
    expect(api.callsTo('PATCH /admin/contact-messages/2')[0]!.body).toEqual({ handled: false });
    await screen.findByRole('table');
    expect(api.callsTo('GET /admin/contact-messages').length).toBeGreaterThanOrEqual(3);
  });

  it('says why a change failed', async () => {
    const { user } = open({
      'GET /admin/contact-messages': onePage([aContactMessage()]),
      'PATCH /admin/contact-messages/1': reply(404, { message: 'contactMessageNotFound', field: 'id' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Mark handled: message from Anna Łęcka' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This message no longer exists.');
  });

  it('speaks Polish, the reply subject too', async () => {
    open({ 'GET /admin/contact-messages': onePage([aContactMessage()]) }, '/pl/admin/messages');
    expect(await screen.findByRole('heading', { level: 1, name: 'Wiadomości' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Odpowiedz e-mailem: Anna Łęcka' })).toHaveAttribute('href', `mailto:anna%40example.com?subject=${encodeURIComponent('Twoja wiadomość do Inercise')}`);
    expect(screen.getByRole('button', { name: 'Oznacz jako załatwioną: wiadomość od Anna Łęcka' })).toBeInTheDocument();
  });

  it('tells a customer it is not allowed', async () => {
    open({ 'GET /admin/contact-messages': reply(403, { message: 'adminOnly', field: null }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
