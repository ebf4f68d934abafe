import { screen, within } from '@testing-library/react';
import { fakeApi, reply, renderWithShop, type Routes } from '@inercise/shared/testing';
import type { AdminDevice } from '@inercise/shared/admin';
import { backofficeTranslations } from '../../i18n/backofficeTranslations';
import { DevicesPage } from './DevicesPage';

const open = (routes: Routes, route = '/en/admin/devices') => {
  const api = fakeApi(routes);
  const view = renderWithShop(<DevicesPage />, { route, path: '/:lang/admin/devices', translations: { backoffice: backofficeTranslations }, loggedIn: true });
  return { api, ...view };
};

const aDevice = (over: Partial<AdminDevice> = {}): AdminDevice => ({
  id: 4,
  serialNumber: 'INE-2026-0004',
  deviceType: 'Inercise Flex',
  customerId: 12,
  customerEmail: 'anna@example.com',
  registeredAt: '2026-11-20T09:00:00.000Z',
  ...over,
});

// The first render draws the whole back office around the page: on a loaded machine it takes seconds.
const FIRST_RENDER = { timeout: 10_000 };
const SLOW_TEST_MS = 30_000;

describe('DevicesPage', () => {
  it("finds devices by the customer's e-mail, through the address", async () => {
    const { api, user, location } = open({ 'GET /admin/devices': [aDevice()] });
    const table = await screen.findByRole('table', { name: 'Devices registered to customers, newest first' }, FIRST_RENDER);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('INE-2026-0004');
    expect(api.callsTo('GET /admin/devices')[0]!.query).toEqual({});
    await user.type(screen.getByLabelText('Customer’s e-mail contains'), ' anna ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(location().search).toBe('?email=anna');
    await screen.findByRole('table');
    expect(api.callsTo('GET /admin/devices').at(-1)!.query).toEqual({ email: 'anna' });
    expect(api.callsTo('GET /admin/devices').at(-1)!.headers.authorization).toBe('Bearer jwt');
  }, SLOW_TEST_MS);

  it('releases a device once confirmed, then loads the list again', async () => {
    const { api, user } = open({ 'GET /admin/devices': [aDevice()], 'POST /admin/devices/4/release': reply(204, null) }, '/en/admin/devices?email=anna');
    await user.click(await screen.findByRole('button', { name: 'Release device INE-2026-0004' }, FIRST_RENDER));
    api.route('GET /admin/devices', []);
    await user.click(screen.getByRole('button', { name: 'Yes, release' }));
    expect(await screen.findByText('No registered devices found.')).toBeInTheDocument();
    expect(api.callsTo('POST /admin/devices/4/release')).toHaveLength(1);
    expect(api.callsTo('POST /admin/devices/4/release')[0]!.headers.authorization).toBe('Bearer jwt');
    expect(api.callsTo('GET /admin/devices').at(-1)!.query).toEqual({ email: 'anna' });
  }, SLOW_TEST_MS);

  it('says why a release was refused', async () => {
    const { user } = open({ 'GET /admin/devices': [aDevice()], 'POST /admin/devices/4/release': reply(404, { message: 'deviceNotRegistered', field: 'id' }) });
    await user.click(await screen.findByRole('button', { name: 'Release device INE-2026-0004' }, FIRST_RENDER));
    await user.click(screen.getByRole('button', { name: 'Yes, release' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  }, SLOW_TEST_MS);

  it('speaks Polish', async () => {
    open({ 'GET /admin/devices': [] }, '/pl/admin/devices');
    expect(await screen.findByRole('heading', { level: 1, name: 'Zarejestrowane urządzenia' }, FIRST_RENDER)).toBeInTheDocument();
  });
});
