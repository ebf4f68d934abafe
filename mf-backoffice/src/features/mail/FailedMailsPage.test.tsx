import { screen, within } from '@testing-library/react';
import { fakeApi, reply, renderWithShop, type Routes } from '@inercise/shared/testing';
import { backofficeTranslations } from '../../i18n/backofficeTranslations';
import { FailedMailsPage } from './FailedMailsPage';

const open = (routes: Routes, route = '/en/admin/mail') => {
  const api = fakeApi(routes);
  const view = renderWithShop(<FailedMailsPage />, { route, path: '/:lang/admin/mail', translations: { backoffice: backofficeTranslations }, loggedIn: true });
  return { api, ...view };
};

const aFailedMail = {
  id: '6f1d2c3b-1111-4222-8333-444455556666',
  key: 'order-placed:INE-1',
  to: 'anna@example.com',
  subject: 'Inercise: order INE-1',
  reason: '451 mail service unavailable, try later',
  attempts: 13,
  createdAt: '2026-11-20T10:00:00.000Z',
  failedAt: '2026-11-21T09:30:00.000Z',
};

describe('FailedMailsPage', () => {
  it('lists the failed mails with their reason, and sends one again', async () => {
    const { api, user } = open({ 'GET /admin/failed-mails': { items: [aFailedMail] }, [`POST /admin/failed-mails/${aFailedMail.id}/resend`]: { message: 'mailQueued' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Failed mails' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Mails that failed every attempt, newest first' });
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(row).toHaveTextContent('anna@example.com');
    expect(row).toHaveTextContent('Inercise: order INE-1');
    expect(row).toHaveTextContent('451 mail service unavailable, try later');
    expect(row).toHaveTextContent('Attempts: 13');
    expect(within(screen.getByRole('navigation', { name: 'Back office' })).getByRole('link', { name: 'Failed mails' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Send again: Inercise: order INE-1 to anna@example.com' }));
    expect(api.callsTo(`POST /admin/failed-mails/${aFailedMail.id}/resend`)[0]!.headers.authorization).toBe('Bearer jwt');
    // The list is loaded again after the resend.
    await screen.findByRole('table');
    expect(api.callsTo('GET /admin/failed-mails').length).toBe(2);
  });

  it('says in Polish when every mail was delivered', async () => {
    open({ 'GET /admin/failed-mails': { items: [] } }, '/pl/admin/mail');
    expect(await screen.findByText('Wszystkie e-maile zostały doręczone.')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('heading', { level: 1, name: 'Niedoręczone e-maile' })).toBeInTheDocument();
  });

  it('shows why a resend was refused', async () => {
    const { user } = open({ 'GET /admin/failed-mails': { items: [aFailedMail] }, [`POST /admin/failed-mails/${aFailedMail.id}/resend`]: reply(404, { message: 'mailNotFound', field: 'id' }) });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: /Send again/ }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Send again/ })).toBeEnabled();
  });
});
