import { screen, within } from '@testing-library/react';
import { fakeApi, renderWithShop, type Routes } from '@inercise/shared/testing';
import type { AdminShipmentBandsPayload, AdminShipmentRegions } from '@inercise/shared/admin';
import { backofficeTranslations } from '../../i18n/backofficeTranslations';
import { DeliveryPage } from './DeliveryPage';

const regions: AdminShipmentRegions = [
  { region: 'POLAND', bands: [{ upToGrams: 30000, price: 1999, priceEur: 499 }] },
  { region: 'SWITZERLAND', bands: [{ upToGrams: 30000, price: 14900, priceEur: 3500 }] },
  { region: 'EUROPEAN_UNION', bands: [{ upToGrams: 30000, price: 8900, priceEur: 2100 }] },
];

const open = (routes: Routes, route = '/en/admin/delivery') => {
  const api = fakeApi(routes);
  const view = renderWithShop(<DeliveryPage />, { route, path: '/:lang/admin/delivery', translations: { backoffice: backofficeTranslations }, loggedIn: true });
  return { api, ...view };
};

describe('DeliveryPage', () => {
  it('shows each region’s bands in the owner’s notation, and saves a band added to one region', async () => {
    const { api, user } = open({
      'GET /admin/shipment-bands': regions,
      'PUT /admin/shipment-bands/POLAND': (request) => [
        { region: 'POLAND', bands: [...(request.body as AdminShipmentBandsPayload).bands].sort((a, b) => a.upToGrams - b.upToGrams) },
        ...regions.slice(1),
      ],
    });
    const poland = await screen.findByRole('region', { name: 'Poland' });
    expect(within(poland).getByLabelText('Poland: band 1, up to (kg)')).toHaveValue('30');
    expect(within(poland).getByLabelText('Poland: band 1, price in PLN')).toHaveValue('19.99');
    expect(within(poland).getByRole('button', { name: 'Remove band 1' })).toBeDisabled();

    await user.click(within(poland).getByRole('button', { name: 'Add a band' }));
    await user.type(within(poland).getByLabelText('Poland: band 2, up to (kg)'), '2,5');
    await user.type(within(poland).getByLabelText('Poland: band 2, price in PLN'), '9.99');
    await user.type(within(poland).getByLabelText('Poland: band 2, price in EUR'), '2.49');
    await user.click(within(poland).getByRole('button', { name: 'Save the prices of Poland' }));

    expect(await screen.findByText('The delivery prices of Poland have been saved.')).toBeInTheDocument();
    // Shown again as kept: lightest first.
    expect(within(screen.getByRole('region', { name: 'Poland' })).getByLabelText('Poland: band 1, up to (kg)')).toHaveValue('2.5');
    expect(api.callsTo('PUT /admin/shipment-bands/POLAND')[0]!.body).toEqual({
      bands: [
        { upToGrams: 30000, price: 1999, priceEur: 499 },
        { upToGrams: 2500, price: 999, priceEur: 249 },
      ],
    });
  });

  it('says what is wrong before sending anything: a weight that is no weight, or one weight twice', async () => {
    const { api, user } = open({ 'GET /admin/shipment-bands': regions });
    const swiss = await screen.findByRole('region', { name: 'Switzerland' });
    const upTo = within(swiss).getByLabelText('Switzerland: band 1, up to (kg)');
    await user.clear(upTo);
    await user.type(upTo, 'heavy');
    await user.click(within(swiss).getByRole('button', { name: 'Save the prices of Switzerland' }));
    expect(await within(swiss).findByRole('alert')).toHaveTextContent('Enter a weight in kilograms above 0');
    expect(upTo).toHaveAccessibleDescription(expect.stringContaining('Enter a weight in kilograms above 0'));

    await user.clear(upTo);
    await user.type(upTo, '30');
    await user.click(within(swiss).getByRole('button', { name: 'Add a band' }));
    await user.type(within(swiss).getByLabelText('Switzerland: band 2, up to (kg)'), '30');
    await user.type(within(swiss).getByLabelText('Switzerland: band 2, price in PLN'), '1');
    await user.type(within(swiss).getByLabelText('Switzerland: band 2, price in EUR'), '1');
    await user.click(within(swiss).getByRole('button', { name: 'Save the prices of Switzerland' }));
    expect(await within(swiss).findByRole('alert')).toHaveTextContent('Each weight may end only one band.');
    expect(api.callsTo('PUT /admin/shipment-bands/SWITZERLAND')).toHaveLength(0);
  });
});
