import { screen, within } from '@testing-library/react';
import { fakeApi, reply, renderWithShop, type Routes } from '@inercise/shared/testing';
import { backofficeTranslations } from '../../i18n/backofficeTranslations';
import { aDailyStats } from '../../testing/adminFixtures';
import { DashboardPage } from '../dashboard/DashboardPage';

const base = { 'GET /telemetry/web-vitals/summary': { hours: 24, groups: [] } };
const recoveryCodes = Array.from({ length: 10 }, (_, i) => `ABCDE-FGH${String(i).padStart(2, '2')}`);

// The dashboard is drawn whole around the section: on a loaded machine its first render takes seconds.
const SLOW_RENDER_MS = 30_000;

const open = (routes: Routes, route = '/en/admin') => {
  const api = fakeApi({ ...base, ...routes });
  const view = renderWithShop(<DashboardPage />, { route, path: '/:lang/admin', translations: { backoffice: backofficeTranslations }, loggedIn: true });
  return { api, ...view };
};

describe('two-step login in the back office', () => {
  it('asks a session that has not passed the second factor for a code, and opens the dashboard once it passes', async () => {
    const { api, user } = open({
      'GET /admin/stats/daily': reply(403, { message: 'secondFactorRequired', field: null }),
      'POST /users/login/second-factor': reply(400, { message: 'wrongSecondFactorCode', field: 'code' }),
      'GET /admin/2fa': { enrolled: true, recoveryCodesLeft: 9 },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Enter your login code' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Back office' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Enter a code.')).toBeInTheDocument();
    expect(api.callsTo('POST /users/login/second-factor')).toHaveLength(0);
    await user.type(screen.getByLabelText('Code from the app or a recovery code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This code is not valid');
    // The refusal is about the code: the field says so and has the focus back for another try.
    const field = screen.getByLabelText('Code from the app or a recovery code');
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).not.toHaveAttribute('inputmode');
    api.route('POST /users/login/second-factor', { method: 'recoveryCode', recoveryCodesLeft: 9 });
    api.route('GET /admin/stats/daily', aDailyStats());
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(api.callsTo('POST /users/login/second-factor').at(-1)!.body).toEqual({ code: '123456' });
    expect(await screen.findByText('Two-step login is on. Unused recovery codes: 9.')).toBeInTheDocument();
  }, SLOW_RENDER_MS);

  it('says the factor is locked after too many wrong codes', async () => {
    const { user } = open({
      'GET /admin/stats/daily': reply(403, { message: 'secondFactorRequired', field: null }),
      'POST /users/login/second-factor': reply(429, { message: 'secondFactorLocked', field: 'code' }),
      'GET /admin/2fa': { enrolled: true, recoveryCodesLeft: 9 },
    });
    await user.type(await screen.findByLabelText('Code from the app or a recovery code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many wrong codes. For your safety this login has ended and codes are refused for 15 minutes.');
  }, SLOW_RENDER_MS);

  it('turns two-step login on from the dashboard: QR code, key, a first code, then the recovery codes once', async () => {
    const { api, user } = open({
      'GET /admin/stats/daily': aDailyStats(),
      'GET /admin/2fa': { enrolled: false, recoveryCodesLeft: 0 },
      'POST /admin/2fa/enrol': { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x', qrCode: 'data:image/svg+xml;base64,PHN2Zy8+' },
      'POST /admin/2fa/confirm': { recoveryCodes },
    });
    const section = await screen.findByRole('region', { name: 'Two-step login' });
    await user.click(await within(section).findByRole('button', { name: 'Set up two-step login' }));
    expect(await within(section).findByRole('img', { name: 'QR code to add the shop to your authenticator app' })).toHaveAttribute('src', 'data:image/svg+xml;base64,PHN2Zy8+');
    expect(within(section).getByLabelText('Key for manual entry')).toHaveValue('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    await user.type(within(section).getByLabelText('Code from the app'), '12a');
    await user.click(within(section).getByRole('button', { name: 'Turn on two-step login' }));
    expect(within(section).getByText('Enter the six digits the app shows.')).toBeInTheDocument();
    expect(api.callsTo('POST /admin/2fa/confirm')).toHaveLength(0);
    await user.clear(within(section).getByLabelText('Code from the app'));
    await user.type(within(section).getByLabelText('Code from the app'), '287082');
    await user.click(within(section).getByRole('button', { name: 'Turn on two-step login' }));
    const list = await within(section).findByRole('list', { name: 'Your recovery codes' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(recoveryCodes);
    expect(api.callsTo('POST /admin/2fa/confirm')[0]!.body).toEqual({ code: '287082' });
    api.route('GET /admin/2fa', { enrolled: true, recoveryCodesLeft: 10 });
    await user.click(within(section).getByRole('button', { name: 'I have saved the codes' }));
    expect(await within(section).findByText('Two-step login is on. Unused recovery codes: 10.')).toBeInTheDocument();
    expect(within(section).queryByRole('list')).not.toBeInTheDocument();
  }, SLOW_RENDER_MS);

  it('in a shop that requires it, offers only turning two-step login on, in Polish too', async () => {
    open({ 'GET /admin/stats/daily': reply(403, { message: 'secondFactorEnrolmentRequired', field: null }) }, '/pl/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Włącz logowanie dwuetapowe' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Włącz logowanie dwuetapowe' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Panel sklepu' })).not.toBeInTheDocument();
  });

  it('tells an owner whose session ended after 30 idle minutes to log in again', async () => {
    open({ 'GET /admin/stats/daily': reply(401, { message: 'adminSessionIdle', field: null }) });
    expect(await screen.findByText('After 30 minutes without activity the back office logs you out. Log in again to go on.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in again' })).toBeInTheDocument();
  });
});
