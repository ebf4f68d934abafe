import { fireEvent, screen } from '@testing-library/react';
import { fakeApi, renderWithShop, reply, type Routes } from '@inercise/shared/testing';
import { contentTranslations } from '../../i18n/contentTranslations';
import { RegisterDevice } from './RegisterDevice';

const open = (labelCode: string | null, routes: Routes = {}, language: 'en' | 'pl' = 'en') => {
  const api = fakeApi(routes);
  renderWithShop(<RegisterDevice serialNumber="INR-2025-000100" labelCode={labelCode} />, { loggedIn: true, language, translations: { content: contentTranslations } });
  return api;
};

describe('RegisterDevice', () => {
  it('registers with the serial and the label code its QR code carried', async () => {
    const api = open('B8HW-RAHS-ZPBA', { 'POST /device/register': [] });
    fireEvent.click(screen.getByRole('button', { name: 'Register this device' }));
    expect(await screen.findByText('The device is registered to your account.')).toBeInTheDocument();
    expect(api.callsTo('POST /device/register').map((call) => call.body)).toEqual([{ serialNumber: 'INR-2025-000100', labelCode: 'B8HW-RAHS-ZPBA' }]);
  });

  it('without a code, leads to My devices with the serial filled in, and sends nothing', () => {
    const api = open(null, {}, 'pl');
    expect(screen.queryByRole('button', { name: 'Zarejestruj to urządzenie' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zarejestruj je w Moich urządzeniach kodem z naklejki' }).getAttribute('href')).toBe('/pl/profile/devices?serial=INR-2025-000100');
    expect(api.calls).toHaveLength(0);
  });

  it('a code that does not fit the serial is said as an unknown device', async () => {
    open('AAAA-BBBB', { 'POST /device/register': reply(404, { message: 'deviceNotFound', field: 'serialNumber' }) });
    fireEvent.click(screen.getByRole('button', { name: 'Register this device' }));
    expect(await screen.findByText('We do not know a device with this serial number and label code.')).toBeInTheDocument();
  });
});
