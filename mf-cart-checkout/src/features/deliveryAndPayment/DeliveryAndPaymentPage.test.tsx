import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartReplaced, currencyChosen, loggedIn, makeStore, type DeliveryRecord, type User } from '@inercise/shared';
import { answer, mockApi, renderWithShop } from '../../testing/renderWithShop';
import { line, serverCart } from '../../testing/fixtures';
import { DeliveryAndPaymentPage } from './DeliveryAndPaymentPage';
import { leavePage } from './useGoToPayment';

const polishAddress = {
  name: 'Anna',
  surname: 'Kowalska',
  country: 'PL',
  region: 'POLAND' as const,
  state: 'mazowieckie',
  city: 'Warszawa',
  addressLine_1: 'ul. Długa 10',
  addressLine_2: '',
  postcode: '00-001',
  areaCode: '+48',
  phoneNumber: '600700800',
};
const saved: DeliveryRecord = { id: 5, shippingAddress: polishAddress, invoiceAddress: null };
const user: User = {
  id: 7,
  emailAddress: 'a@b.pl',
  name: null,
  surname: null,
  roleType: { name: 'CUSTOMER' },
  privileges: [],
  thumbnail: null,
  gender: null,
  height: null,
  weight: null,
  birthDate: null,
  activityLevel: null,
  goals: [],
  userAddress: saved,
};
const methods = {
  '150': { id: 150, name: 'BLIK', img: 'http://api.test/blik.svg' },
  '103': { id: 103, name: 'Card', img: 'http://api.test/card.svg' },
};
const priced = (cart = serverCart()) => answer(200, { ...cart, shipmentPrice: 19.99, shipmentPriceEur: 4.99 });

function shopperStore(currency: 'PLN' | 'EUR' = 'PLN') {
  const { store } = makeStore();
  store.dispatch(loggedIn({ accessToken: 'tok', email: 'a@b.pl' }));
  store.dispatch(cartReplaced(serverCart({ cartItems: [line({ id: 91, quantity: 2 })], originalPrice: 498, originalPriceEur: 118 })));
  if (currency === 'EUR') store.dispatch(currencyChosen('EUR'));
  return store;
}

const api = (overrides: Record<string, Response | ((init: RequestInit) => Response | Promise<Response>)> = {}) =>
  mockApi({
    'GET /address': answer(404, { message: 'addressNotFound' }),
    'GET /partner/list': answer(200, [
      { id: 1, name: 'FizjoLab Kraków' },
      { id: 2, name: 'KS Orzeł Warszawa' },
    ]),
    'GET /cart/shipment/POLAND': priced(),
    'GET /cart/shipment/EUROPEAN_UNION': answer(200, { ...serverCart(), shipmentPrice: 89, shipmentPriceEur: 21 }),
    'GET /cart/shipment/OTHER': answer(200, serverCart()),
    'GET /tpay/payment-methods': answer(200, methods),
    'POST /address': answer(201, saved),
    'PATCH /address': answer(200, saved),
    'GET /users/current-user': answer(200, user),
    ...overrides,
  });

// Typing whole addresses into a page with ~250 country options is slow in jsdom.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });

describe('DeliveryAndPaymentPage', () => {
  const redirect = jest.spyOn(leavePage, 'redirect').mockImplementation(() => undefined);
  const navigate = jest.spyOn(leavePage, 'navigate').mockImplementation(() => undefined);
  beforeEach(() => {
    redirect.mockClear();
    navigate.mockClear();
  });

  it('sends a guest to the home page', () => {
    renderWithShop(<DeliveryAndPaymentPage />, { route: '/delivery-and-payment' });
    expect(screen.getByTestId('elsewhere')).toBeInTheDocument();
  });

  it('loads the address, then the partners; choosing a feedback source posts it at once', async () => {
    const u = userEvent.setup();
    const { calls } = api({ 'GET /address': answer(200, saved), 'POST /cart/select-referrer/2': answer(200, serverCart()) });
    renderWithShop(<DeliveryAndPaymentPage />, { store: shopperStore(), route: '/delivery-and-payment' });
    expect(await screen.findByDisplayValue('Kowalska')).toBeInTheDocument();
    const feedback = await screen.findByLabelText('Recommended by');
    await screen.findByRole('option', { name: 'KS Orzeł Warszawa' });
    expect(calls.map((c) => c.key).slice(0, 2)).toEqual(['GET /address', 'GET /partner/list']);
    await u.selectOptions(feedback, '2');
    await waitFor(() => expect(calls.map((c) => c.key)).toContain('POST /cart/select-referrer/2'));
  });

  it('shows every validation message below its field and focuses the first', async () => {
    const u = userEvent.setup();
    api();
    renderWithShop(<DeliveryAndPaymentPage />, { store: shopperStore(), route: '/delivery-and-payment' });
    await screen.findByRole('option', { name: 'FizjoLab Kraków' }, { timeout: 5000 });
    await u.type(screen.getByLabelText('First name'), 'Al');
    await u.selectOptions(screen.getByLabelText('Country'), 'PL');
    await u.type(screen.getByLabelText('Phone number'), '12a3');
    expect(screen.getByLabelText('Phone number')).toHaveValue('123');
    await u.click(await screen.findByRole('button', { name: 'Go to payment' }));

    const name = screen.getByLabelText('First name');
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription('Fill out all required fields (at least 3 characters).');
    expect(screen.getByLabelText('Surname')).toHaveAccessibleDescription('Please fill out all fields.');
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription('The phone number must have exactly 9 digits.');
    expect(screen.getByLabelText('Dialling code')).toHaveValue('+48');
    expect(screen.getByText('Please select a payment method.')).toBeInTheDocument();
    expect(screen.queryByText('Apartment, floor (optional)')).toBeInTheDocument();
    expect(screen.getByLabelText('Apartment, floor (optional)')).not.toHaveAttribute('aria-invalid');

    // Correcting a field takes its error away at once; the others stay until the next submit.
    await u.type(screen.getByLabelText('Surname'), 'Nowak');
    expect(screen.getByLabelText('Surname')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('Please fill out all fields.');
    await u.click(screen.getByRole('radio', { name: 'BLIK' }));
    expect(screen.queryByText('Please select a payment method.')).not.toBeInTheDocument();
  });

  it('asks for a country first, in Polish with Polish country names', async () => {
    const u = userEvent.setup();
    api();
    renderWithShop(<DeliveryAndPaymentPage />, { store: shopperStore(), route: '/pl/delivery-and-payment', language: 'pl' });
    await screen.findByLabelText('Kraj');
    expect(screen.getByTestId('delivery-price')).toHaveTextContent('Wybierz kraj');
    expect(screen.getByRole('option', { name: 'Niemcy' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Przejdź do płatności' }));
    expect(screen.getByLabelText('Kraj')).toHaveAccessibleDescription('Wypełnij wszystkie pola.');
    expect(screen.getByLabelText('Imię')).toHaveFocus();
  });

  it('Poland in PLN: shipment price fetched and shown, payment methods to choose, pay button with the terms', async () => {
    const u = userEvent.setup();
    const { calls } = api({ 'GET /address': answer(200, saved) });
    const { store } = renderWithShop(<DeliveryAndPaymentPage />, { store: shopperStore(), route: '/delivery-and-payment' });
    await waitFor(() => expect(screen.getByTestId('delivery-price')).toHaveTextContent('19.99 PLN'));
    expect(store.getState().cart.shipmentPrice).toBe(19.99);
    expect(calls.map((c) => c.key)).toContain('GET /cart/shipment/POLAND');
    expect(screen.getByRole('radio', { name: /Courier delivery/ })).toBeChecked();
    const group = await screen.findByRole('radiogroup', { name: 'Payment method' });
    expect(within(group).getAllByRole('radio')).toHaveLength(2);
    await u.click(within(group).getByRole('radio', { name: 'BLIK' }));
    expect(screen.getByTestId('order-total')).toHaveTextContent('517.99 PLN');
    expect(screen.getByRole('button', { name: 'Go to payment' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'terms of sale' })).toHaveAttribute('href', '/en/terms-of-sale');
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/en/privacy-policy');
  });

  it('EUR: no payment chooser, the place-order button with the euro text, prices in euro', async () => {
    api({ 'GET /address': answer(200, { ...saved, shippingAddress: { ...polishAddress, country: 'DE', region: 'EUROPEAN_UNION', areaCode: '+49' } }) });
    renderWithShop(<DeliveryAndPaymentPage />, { store: shopperStore('EUR'), route: '/delivery-and-payment' });
    await waitFor(() => expect(screen.getByTestId('delivery-price')).toHaveTextContent('21 EUR'));
    expect(screen.queryByRole('radiogroup', { name: 'Payment method' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeInTheDocument();
    expect(screen.getByText(/Orders paid in euro/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'terms of sale' })).not.toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent('139 EUR');
  });

  it('region OTHER: shipment not available and an inquiry', async () => {
    const u = userEvent.setup();
    api();
    const { store } = renderWithShop(<DeliveryAndPaymentPage />, { store: shopperStore(), route: '/delivery-and-payment' });
    await u.selectOptions(await screen.findByLabelText('Country'), 'US');
    expect(screen.getByLabelText('Dialling code')).toHaveValue('+1');
    await waitFor(() => expect(screen.getByTestId('delivery-price')).toHaveTextContent('Shipment is not available'));
    expect(store.getState().cart.shipmentPrice).toBeNull();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it('goes to payment: saves the address, reloads the user, begins one transaction, clears the cart, redirects', async () => {
    const u = userEvent.setup();
    let release: (r: Response) => void = () => undefined;
    const { calls } = api({
      'GET /address': answer(200, saved),
      'POST /tpay/beginTransaction/': () => new Promise<Response>((resolve) => (release = resolve)),
    });
    const { store } = renderWithShop(<DeliveryAndPaymentPage />, { store: shopperStore(), route: '/delivery-and-payment' });
    await u.click(await screen.findByRole('radio', { name: 'Card' }));
    const pay = screen.getByRole('button', { name: 'Go to payment' });
    await u.dblClick(pay);
    await waitFor(() => expect(calls.map((c) => c.key)).toContain('POST /tpay/beginTransaction/'));
    expect(screen.getByRole('button', { name: 'Please wait…' })).toBeDisabled();
    await act(async () => release(answer(200, 'http://api.test/sandbox/pay/tr-1?lang=en', true)));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('http://api.test/sandbox/pay/tr-1?lang=en'));
    const keys = calls.map((c) => c.key);
    expect(keys.filter((k) => k === 'POST /tpay/beginTransaction/')).toHaveLength(1);
    expect(keys.slice(keys.indexOf('PATCH /address'))).toEqual(['PATCH /address', 'GET /users/current-user', 'POST /tpay/beginTransaction/']);
    expect(calls.find((c) => c.key === 'PATCH /address')?.body).toMatchObject({ id: 5, shippingAddress: { country: 'PL', phoneNumber: '600700800' } });
    expect(calls.find((c) => c.key === 'POST /tpay/beginTransaction/')?.body).toEqual({ paymentGroup: '103', useInvoiceAddress: 'false', language: 'en', currency: 'PLN' });
    expect(store.getState().cart.cartItems).toEqual([]);
    expect(store.getState().auth.user?.userAddress?.id).toBe(5);
  });

  it('creates the address when there is none, with the invoice when ticked, and navigates in-app in English', async () => {
    const u = userEvent.setup();
    const { calls } = api({ 'POST /tpay/beginTransaction/': answer(200, '/en/order?orderNumber=INR-1&status=placed', true) });
    renderWithShop(<DeliveryAndPaymentPage />, { store: shopperStore('EUR'), route: '/delivery-and-payment' });
    const shipping = await screen.findByRole('region', { name: 'Shipping address' });
    const fill = async (scope: HTMLElement, values: Record<string, string>) => {
      for (const [label, value] of Object.entries(values)) await u.type(within(scope).getByLabelText(label), value);
    };
    const address = { 'First name': 'Hans', Surname: 'Müller', 'State / province': 'Bayern', City: 'München', Postcode: '80331', 'Street and number': 'Marienplatz 1', 'Phone number': '151234567' };
    await fill(shipping, address);
    await u.selectOptions(within(shipping).getByLabelText('Country'), 'DE');
    await u.click(screen.getByRole('checkbox', { name: 'I want an invoice' }));
    const invoice = screen.getByRole('region', { name: 'Invoice' });
    await u.click(screen.getByRole('button', { name: 'Place order' }));
    expect(within(invoice).getByLabelText('Company name')).toHaveFocus();
    expect(within(invoice).getByLabelText('Tax identification number')).toHaveAccessibleDescription('Please fill out all fields.');
    await fill(invoice, { 'Company name': 'Müller GmbH', 'Tax identification number': 'DE123456789', ...address });
    await u.selectOptions(within(invoice).getByLabelText('Country'), 'DE');
    await u.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/en/order?orderNumber=INR-1&status=placed'));
    expect(redirect).not.toHaveBeenCalled();
    const body = calls.find((c) => c.key === 'POST /address')?.body as { invoiceAddress: { companyName: string; country: string } };
    expect(body.invoiceAddress).toMatchObject({ companyName: 'Müller GmbH', country: 'DE' });
    expect(calls.find((c) => c.key === 'POST /tpay/beginTransaction/')?.body).toEqual({ paymentGroup: '999', useInvoiceAddress: 'true', language: 'en', currency: 'EUR' });
  });

  it.each([
    ['a failed transaction', { 'POST /tpay/beginTransaction/': answer(502, { message: 'paymentProviderUnavailable' }) }],
    ['an empty answer', { 'POST /tpay/beginTransaction/': answer(200, '', true) }],
    ['a failed address save', { 'PATCH /address': answer(500, { message: 'internal' }) }],
    ['a failed reload of the user', { 'GET /users/current-user': answer(503, { message: 'unavailable' }) }],
  ])('shows the payment error and keeps the cart after %s', async (_, failure) => {
    const u = userEvent.setup();
    const { calls } = api({ 'GET /address': answer(200, saved), ...failure });
    const { store } = renderWithShop(<DeliveryAndPaymentPage />, { store: shopperStore(), route: '/delivery-and-payment' });
    await u.click(await screen.findByRole('radio', { name: 'BLIK' }));
    await u.click(screen.getByRole('button', { name: 'Go to payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong with the payment.');
    expect(store.getState().cart.cartItems).toHaveLength(1);
    expect(redirect).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Go to payment' })).toBeEnabled();
    // Nothing after the failed step runs: a failed save never begins a transaction.
    if (!('POST /tpay/beginTransaction/' in failure)) expect(calls.map((c) => c.key)).not.toContain('POST /tpay/beginTransaction/');
  });
});
