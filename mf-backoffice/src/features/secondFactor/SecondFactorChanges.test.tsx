import { screen, within } from '@testing-library/react';
import { fakeApi, reply, renderWithShop, type Routes } from '@inercise/shared/testing';
import { backofficeTranslations } from '../../i18n/backofficeTranslations';
import { aDailyStats } from '../../testing/adminFixtures';
import { DashboardPage } from '../dashboard/DashboardPage';

const recoveryCodes = Array.from({ length: 10 }, (_, i) => `KLMNP-QRST${String(i).padStart(2, '2')}`);

const open = (routes: Routes, route = '/en/admin') => {
  const api = fakeApi({ 'GET /telemetry/web-vitals/summary': { hours: 24, groups: [] }, 'GET /admin/stats/daily': aDailyStats(), 'GET /admin/2fa': { enrolled: true, recoveryCodesLeft: 3 }, ...routes });
  const view = renderWithShop(<DashboardPage />, { route, path: '/:lang/admin', translations: { backoffice: backofficeTranslations }, loggedIn: true });
  return { api, ...view };
};

// The dashboard is drawn whole around the section: on a loaded machine its first render takes seconds.
const SLOW_RENDER_MS = 20_000;

describe('changing two-step login in the back office', () => {
  it('gives new recovery codes for a current code, shown once', async () => {
    const { api, user } = open({ 'POST /admin/2fa/recovery-codes': reply(400, { message: 'wrongSecondFactorCode', field: 'code' }) });
    const form = await screen.findByRole('form', { name: 'Change two-step login' }, { timeout: 10_000 });
    await user.click(within(form).getByRole('button', { name: 'New recovery codes' }));
    expect(within(form).getByText('Enter the six digits the app shows.')).toBeInTheDocument();
    expect(api.callsTo('POST /admin/2fa/recovery-codes')).toHaveLength(0);
    const field = within(form).getByLabelText('Code from the app');
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(within(form).getByLabelText('Code from the app'), '123456');
    await user.click(within(form).getByRole('button', { name: 'New recovery codes' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('This code is not valid');
    expect(within(form).getByLabelText('Code from the app')).toHaveFocus();
    expect(within(form).getByRole('button', { name: 'New recovery codes' })).toBeEnabled();

    api.route('POST /admin/2fa/recovery-codes', { recoveryCodes });
    api.route('GET /admin/2fa', { enrolled: true, recoveryCodesLeft: 10 });
    await user.clear(within(form).getByLabelText('Code from the app'));
    await user.type(within(form).getByLabelText('Code from the app'), '654321');
    await user.click(within(form).getByRole('button', { name: 'New recovery codes' }));
    const list = await screen.findByRole('list', { name: 'Your recovery codes' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(recoveryCodes);
    expect(api.callsTo('POST /admin/2fa/recovery-codes').at(-1)!.body).toEqual({ code: '654321' });
    await user.click(screen.getByRole('button', { name: 'I have saved the codes' }));
    expect(await screen.findByText('Two-step login is on. Unused recovery codes: 10.')).toBeInTheDocument();
  }, SLOW_RENDER_MS);

  it('turns two-step login off for a current code, in Polish too', async () => {
    const { api, user } = open({ 'POST /admin/2fa/disable': { enrolled: false, recoveryCodesLeft: 0 } }, '/pl/admin');
    const form = await screen.findByRole('form', { name: 'Zmiana logowania dwuetapowego' }, { timeout: 10_000 });
    api.route('GET /admin/2fa', { enrolled: false, recoveryCodesLeft: 0 });
    await user.type(within(form).getByLabelText('Kod z aplikacji'), '123456');
    await user.click(within(form).getByRole('button', { name: 'Wyłącz logowanie dwuetapowe' }));
    expect(await screen.findByRole('button', { name: 'Włącz logowanie dwuetapowe' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(api.callsTo('POST /admin/2fa/disable').map((call) => call.body)).toEqual([{ code: '123456' }]);
  }, SLOW_RENDER_MS);
});
