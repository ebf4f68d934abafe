import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderWithShop, reply, type Routes } from '@inercise/shared/testing';
import type { MyDevice } from '@inercise/shared/devices';
import { accountTranslations } from '../../i18n/accountTranslations';
import { MyDevices } from './MyDevices';

const one: MyDevice = { serialNumber: 'INR-2025-000100', deviceType: { id: 2, name: 'Inercise One S' }, registeredAt: '2026-11-20T08:00:00Z' };

const open = (routes: Routes, options: { language?: 'en' | 'pl'; route?: string } = {}) => {
  const api = fakeApi(routes);
  const view = renderWithShop(<MyDevices />, { loggedIn: true, language: options.language ?? 'en', route: options.route, translations: { account: accountTranslations } });
  return { api, ...view };
};

describe('MyDevices', () => {
  it('lists the devices with their type and a link to the manual of their type', async () => {
    open({ 'GET /device': [one] });
    const list = await screen.findByRole('list', { name: 'Your registered devices' });
    const [item] = within(list).getAllByRole('listitem');
    expect(item).toHaveTextContent('Inercise One S');
    expect(item).toHaveTextContent('Serial number INR-2025-000100');
    expect(within(item!).getByRole('link', { name: 'Download the manual of device INR-2025-000100' }).getAttribute('href')).toMatch(/\/device-manual\/device-type-id\/2$/);
  });

  it('registers a serial with its label code (both prefilled from the QR code\'s address) and shows the answer', async () => {
    const { api } = open({ 'GET /device': [], 'POST /device/register': [one] }, { route: '/en/profile/devices?serial=INR-2025-000100&code=B8HW-RAHS-ZPBA' });
    expect(await screen.findByText('You have not registered any device yet.')).toBeInTheDocument();
    expect(screen.getByLabelText('Serial number')).toHaveValue('INR-2025-000100');
    expect(screen.getByLabelText('Label code')).toHaveValue('B8HW-RAHS-ZPBA');
    fireEvent.click(screen.getByRole('button', { name: 'Register this device' }));
    expect(await screen.findByText('Device INR-2025-000100 is registered to your account.')).toBeInTheDocument();
    expect(api.callsTo('POST /device/register').map((call) => call.body)).toEqual([{ serialNumber: 'INR-2025-000100', labelCode: 'B8HW-RAHS-ZPBA' }]);
    expect(screen.getByLabelText('Label code')).toHaveValue('');
    expect(within(screen.getByRole('list', { name: 'Your registered devices' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('refuses a malformed serial without a call, and says why the API refused one (Polish)', async () => {
    const { api } = open({ 'GET /device': [], 'POST /device/register': reply(409, { message: 'deviceRegisteredElsewhere', field: 'serialNumber' }) }, { language: 'pl' });
    await screen.findByText('Nie masz jeszcze zarejestrowanych urządzeń.');
    const field = screen.getByLabelText('Numer seryjny');
    fireEvent.change(field, { target: { value: '<script>' } });
    fireEvent.change(screen.getByLabelText('Kod z naklejki'), { target: { value: 'B8HW-RAHS-ZPBA' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zarejestruj to urządzenie' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wpisz numer seryjny tak, jak jest wydrukowany na urządzeniu');
    expect(api.callsTo('POST /device/register')).toHaveLength(0);
    expect(field).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(field, { target: { value: 'INR-2025-000100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zarejestruj to urządzenie' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('To urządzenie jest zarejestrowane na innym koncie.'));
  });

  it('asks for the label code before any call, and says when the code does not fit or tries run out', async () => {
    let tries = 0;
    const { api } = open({
      'GET /device': [],
      'POST /device/register': () => ((tries += 1) === 1 ? reply(404, { message: 'deviceNotFound', field: 'serialNumber' }) : reply(429, { message: 'tooManyRequests', field: null })),
    });
    await screen.findByText('You have not registered any device yet.');
    fireEvent.change(screen.getByLabelText('Serial number'), { target: { value: 'INR-2025-000100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register this device' }));
    expect(await screen.findByText('Enter the label code as printed under the serial number: letters and digits, at least 4.')).toBeInTheDocument();
    expect(screen.getByLabelText('Label code')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /device/register')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Label code'), { target: { value: 'AAAA-BBBB-CCCC' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register this device' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We do not know a device with this serial number and label code.');
    fireEvent.click(screen.getByRole('button', { name: 'Register this device' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Too many tries. Wait a minute and try again.'));
    expect(api.callsTo('POST /device/register')).toHaveLength(2);
  });

  it('unregisters only after a confirmation', async () => {
    const { api } = open({ 'GET /device': [one], 'POST /device/unregister': [] });
    fireEvent.click(await screen.findByRole('button', { name: 'Unregister device INR-2025-000100' }));
    expect(api.callsTo('POST /device/unregister')).toHaveLength(0);
    const question = screen.getByRole('group', { name: 'Confirm unregistering device INR-2025-000100' });
    fireEvent.click(within(question).getByRole('button', { name: 'Yes, unregister' }));
    expect(await screen.findByText('Device INR-2025-000100 is no longer registered to your account.')).toBeInTheDocument();
    expect(screen.getByText('You have not registered any device yet.')).toBeInTheDocument();
    expect(api.callsTo('POST /device/unregister').map((call) => call.body)).toEqual([{ serialNumber: 'INR-2025-000100' }]);
  });
});
