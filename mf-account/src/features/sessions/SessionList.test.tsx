import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderWithShop, reply, type Routes } from '@inercise/shared/testing';
import type { SessionView } from '@inercise/shared';
import { accountTranslations } from '../../i18n/accountTranslations';
import { SessionList } from './SessionList';

const here: SessionView = { id: 'here', device: 'Firefox · Windows', ipPrefix: '203.0.113.0/24', createdAt: '2026-11-20T08:00:00Z', lastSeenAt: '2026-11-27T09:30:00Z', current: true };
const phone: SessionView = { id: 'phone', device: 'Safari · iPhone', ipPrefix: null, createdAt: '2026-11-01T08:00:00Z', lastSeenAt: '2026-11-26T18:05:00Z', current: false };

const open = (routes: Routes, language: 'en' | 'pl' = 'en') => {
  const api = fakeApi(routes);
  const view = renderWithShop(<SessionList />, { loggedIn: true, language, translations: { account: accountTranslations } });
  return { api, ...view };
};

describe('SessionList', () => {
  it('lists where the customer is logged in, this device marked, each with a labelled button', async () => {
    open({ 'GET /users/sessions': [here, phone] });
    const list = await screen.findByRole('list', { name: 'Where you are logged in' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Firefox · Windows');
    expect(first).toHaveTextContent('This device');
    expect(first).toHaveTextContent('Network 203.0.113.0/24');
    expect(within(first!).getByRole('button', { name: 'Log out on this device (Firefox · Windows)' })).toBeInTheDocument();
    expect(second).toHaveTextContent('Safari · iPhone');
    expect(second).not.toHaveTextContent('This device');
    expect(within(second!).getByRole('button', { name: /^End the session on Safari · iPhone, last used / })).toHaveTextContent('End session');
  });

  it('speaks Polish on Polish pages', async () => {
    open({ 'GET /users/sessions': [here, phone] }, 'pl');
    const list = await screen.findByRole('list', { name: 'Gdzie jesteś zalogowany' });
    expect(within(list).getByText('To urządzenie')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: /^Zakończ sesję na Safari · iPhone/ })).toBeInTheDocument();
  });

  it('ends another device’s session and shows the list without it', async () => {
    let sessions = [here, phone];
    const { api, store } = open({
      'GET /users/sessions': () => sessions,
      'DELETE /users/sessions/:id': () => {
        sessions = [here];
        return reply(204);
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: /^End the session on Safari · iPhone/ }));
    await waitFor(() => expect(screen.queryByText('Safari · iPhone')).toBeNull());
    expect(api.callsTo('DELETE /users/sessions/:id').map((call) => [call.path, call.headers.authorization])).toEqual([['/users/sessions/phone', 'Bearer jwt']]);
    expect(store.getState().auth.accessToken).toBe('jwt');
  });

  it('says so when a session could not be ended', async () => {
    open({ 'GET /users/sessions': [here, phone], 'DELETE /users/sessions/:id': reply(500) });
    fireEvent.click(await screen.findByRole('button', { name: /^End the session on Safari · iPhone/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not end that session. Please try again.');
  });

  it('logs out when this device’s own session is ended', async () => {
    const { api, store } = open({ 'GET /users/sessions': [here, phone], 'POST /users/logout': reply(204) });
    fireEvent.click(await screen.findByRole('button', { name: 'Log out on this device (Firefox · Windows)' }));
    await waitFor(() => expect(store.getState().auth.accessToken).toBeNull());
    expect(api.callsTo('POST /users/logout')).toHaveLength(1);
  });
});
