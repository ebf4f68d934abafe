import { act, configure, screen, waitFor, within } from '@testing-library/react';
import {
  aCartLine,
  aProduct,
  aDeliveryRecord,
  anAddress,
  aServerCart,
  aUser,
  fakeApi,
  renderWithShop,
  reply,
  type Routes,
  type ShopOptions,
} from '@inercise/shared/testing';
import { cartTranslations } from '../../i18n/cartTranslations';
import { DeliveryAndPaymentPage } from './DeliveryAndPaymentPage';
import { leavePage } from './useGoToPayment';

/** The shopper's saved delivery data: a Polish address, no invoice. */
const saved = aDeliveryRecord();
/** The shopper as the server has them once the address is saved. */
const customer = aUser({ emailAddress: 'a@b.pl', userAddress: saved });
/** POST /orders's answer: the order, where to go next, and the id of the address it saved. */
const placed = (location: string, addressId = 5) => ({ orderNumber: 'INS-20260101-ABC123', location, addressId });
const methods = {
  '150': { id: 150, name: 'BLIK', img: 'http://api.test/blik.svg' },
  '103': { id: 103, name: 'Card', img: 'http://api.test/card.svg' },
};

/** The checkout's API for a shopper with no saved address; a test replaces the answers it cares about. */
const checkoutApi = (overrides: Routes = {}) =>
  fakeApi({
    'GET /address': reply(404, { message: 'addressNotFound' }),
    'GET /partner/list': [
      { id: 1, name: 'FizjoLab Kraków', website: 'https://fizjolab.example' },
      { id: 2, name: 'KS Orzeł Warszawa', website: '' },
    ],
    'GET /cart/shipment/POLAND': aServerCart({ shipmentPrice: 19.99, shipmentPriceEur: 4.99 }),
    'GET /cart/shipment/EUROPEAN_UNION': aServerCart({ shipmentPrice: 89, shipmentPriceEur: 21 }),
    'GET /cart/shipment/OTHER': aServerCart(),
    'GET /tpay/payment-methods': methods,
    'POST /address': reply(201, saved),
    'PATCH /address': saved,
    'GET /users/current-user': customer,
    ...overrides,
  });

/**
 * The page for a shopper logged in on this device (their user not loaded yet) with two triangle handles in the
 * server's cart.
 */
const renderCheckout = (options: ShopOptions = {}) =>
  renderWithShop(<DeliveryAndPaymentPage />, {
    route: '/delivery-and-payment',
    path: '/delivery-and-payment',
    translations: { cart: cartTranslations },
    loggedIn: { accessToken: 'tok', email: 'a@b.pl', user: null },
    preloadedState: { cart: aServerCart({ cartItems: [aCartLine({ id: 91, quantity: 2 })], originalPrice: 498, originalPriceEur: 118 }) },
    ...options,
  });

/** Ticks the box accepting the terms of sale, which the order needs. */
const acceptTerms = (user: { click: (element: Element) => Promise<void> }, language: 'en' | 'pl' = 'en') =>
  user.click(screen.getByRole('checkbox', { name: language === 'en' ? /^I accept the terms of sale/ : /^Akceptuję regulamin sprzedaży/ }));

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
    const api = fakeApi();
    const { location } = renderWithShop(<DeliveryAndPaymentPage />, {
      route: '/delivery-and-payment',
      path: '/delivery-and-payment',
      translations: { cart: cartTranslations },
    });
    expect(location().url).toBe('/en');
    expect(screen.queryByRole('button', { name: 'Order and pay' })).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('loads the address, then the partners; choosing a feedback source posts it at once', async () => {
    const api = checkoutApi({ 'GET /address': saved, 'POST /cart/select-referrer/2': aServerCart() });
    const { user } = renderCheckout();
    expect(await screen.findByDisplayValue('Kowalska')).toBeInTheDocument();
    const feedback = await screen.findByLabelText('Recommended by');
    await screen.findByRole('option', { name: 'KS Orzeł Warszawa' });
    expect(api.calls.map((call) => call.key).slice(0, 2)).toEqual(['GET /address', 'GET /partner/list']);
    await user.selectOptions(feedback, '2');
    await waitFor(() => expect(api.calls.map((call) => call.key)).toContain('POST /cart/select-referrer/2'));
  });

  it("takes a German number's ten digits, and asks for no state in Germany; a Polish number stops at nine", async () => {
    checkoutApi();
    const { user } = renderCheckout();
    await screen.findByRole('option', { name: 'FizjoLab Kraków' }, { timeout: 5000 });
    await user.selectOptions(screen.getByLabelText('Country'), 'DE');
    expect(screen.getByLabelText('Dialling code')).toHaveValue('+49');
    await user.type(screen.getByLabelText('Phone number'), '3012345678');
    expect(screen.getByLabelText('Phone number')).toHaveValue('3012345678');
    expect(screen.getByLabelText('State / province')).not.toHaveAttribute('aria-required');
    await user.selectOptions(screen.getByLabelText('Country'), 'US');
    expect(screen.getByLabelText(/State \/ province/)).toHaveAttribute('aria-required', 'true');
    await user.selectOptions(screen.getByLabelText('Country'), 'PL');
    await user.clear(screen.getByLabelText('Phone number'));
    await user.type(screen.getByLabelText('Phone number'), '6007008001');
    expect(screen.getByLabelText('Phone number')).toHaveValue('600700800');
  });

  it("checks a foreign number by its country's numbering and a postcode by its country's format, sending nothing", async () => {
    const api = checkoutApi();
    const { user } = renderCheckout({ currency: 'EUR' });
    const shipping = await screen.findByRole('region', { name: 'Shipping address' });
    await user.selectOptions(within(shipping).getByLabelText('Country'), 'DE');
    for (const [label, value] of Object.entries({ 'First name': 'Hans', Surname: 'Müller', City: 'Berlin', Postcode: '1011', 'Street and number': 'Unter den Linden 1', 'Phone number': '1234' })) {
      await user.type(within(shipping).getByLabelText(label), value);
    }
    await acceptTerms(user);
    // The check comes after the page is drawn; until then the API's answer would say the same.
    await waitFor(async () => {
      await user.click(screen.getByRole('button', { name: 'Send inquiry' }));
      expect(within(shipping).getByLabelText('Phone number')).toHaveAccessibleDescription('This is not a phone number of the country of this dialling code. Check the code and the number.');
    });
    expect(within(shipping).getByLabelText('Postcode')).toHaveAccessibleDescription('This postcode does not have the format of the chosen country.');
    expect(api.callsTo('POST /address')).toHaveLength(0);
    // The euro note says how to pay online now.
    expect(screen.getByText(/Choose PLN as the currency and you can pay online now/)).toBeInTheDocument();
  });

  it('shows every validation message below its field and focuses the first', async () => {
    checkoutApi();
    const { user } = renderCheckout();
    await screen.findByRole('option', { name: 'FizjoLab Kraków' }, { timeout: 5000 });
    await user.type(screen.getByLabelText('First name'), 'Al');
    await user.selectOptions(screen.getByLabelText('Country'), 'PL');
    await user.type(screen.getByLabelText('Phone number'), '12a3');
    expect(screen.getByLabelText('Phone number')).toHaveValue('123');
    await user.click(await screen.findByRole('button', { name: 'Order and pay' }));

    const name = screen.getByLabelText('First name');
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription('Fill out all required fields (at least 3 characters).');
    expect(screen.getByLabelText('Surname')).toHaveAccessibleDescription('Please fill out all fields.');
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription('The phone number must have exactly 9 digits.');
    expect(screen.getByLabelText('Dialling code')).toHaveValue('+48');
    expect(screen.getByText('Please select a payment method.')).toBeInTheDocument();
    const terms = screen.getByRole('checkbox', { name: /^I accept the terms of sale/ });
    expect(terms).not.toBeChecked();
    expect(terms).toHaveAccessibleDescription('Accept the terms of sale to place your order.');
    expect(screen.queryByText('Apartment, floor (optional)')).toBeInTheDocument();
    expect(screen.getByLabelText('Apartment, floor (optional)')).not.toHaveAttribute('aria-invalid');

    // Correcting a field takes its error away at once; the others stay until the next submit.
    await user.type(screen.getByLabelText('Surname'), 'Nowak');
    expect(screen.getByLabelText('Surname')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('Please fill out all fields.');
    await user.click(screen.getByRole('radio', { name: 'BLIK' }));
    expect(screen.queryByText('Please select a payment method.')).not.toBeInTheDocument();
    await acceptTerms(user);
    expect(screen.queryByText('Accept the terms of sale to place your order.')).not.toBeInTheDocument();
  });

  it('asks for a country first, in Polish with Polish country names', async () => {
    checkoutApi();
    const { user } = renderCheckout({ route: '/pl/delivery-and-payment', path: '/pl/delivery-and-payment' });
    await screen.findByLabelText('Kraj');
    expect(screen.getByTestId('delivery-price')).toHaveTextContent('Wybierz kraj');
    expect(screen.getByRole('option', { name: 'Niemcy' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zamawiam i płacę' }));
    expect(screen.getByLabelText('Kraj')).toHaveAccessibleDescription('Wypełnij wszystkie pola.');
    expect(screen.getByRole('checkbox', { name: /^Akceptuję regulamin sprzedaży/ })).toHaveAccessibleDescription('Zaakceptuj regulamin sprzedaży, aby złożyć zamówienie.');
    expect(screen.getByLabelText('Imię')).toHaveFocus();
  });

  it('Poland in PLN: shipment price fetched and shown, payment methods to choose, the total with VAT, pay button with the terms', async () => {
    const api = checkoutApi({ 'GET /address': saved });
    const { store, user } = renderCheckout();
    await waitFor(() => expect(screen.getByTestId('delivery-price')).toHaveTextContent('19.99 PLN'));
    expect(store.getState().cart.shipmentPrice).toBe(19.99);
    expect(api.calls.map((call) => call.key)).toContain('GET /cart/shipment/POLAND');
    expect(screen.getByRole('radio', { name: /Courier delivery/ })).toBeChecked();
    const group = await screen.findByRole('radiogroup', { name: 'Payment method' });
    expect(within(group).getAllByRole('radio')).toHaveLength(2);
    expect(screen.queryByText(/Choosing one here is optional/)).not.toBeInTheDocument();
    await user.click(within(group).getByRole('radio', { name: 'BLIK' }));
    expect(screen.getByTestId('order-total')).toHaveTextContent('517.99 PLN');
    const summary = screen.getByRole('complementary');
    expect(within(summary).getByText('Total incl. VAT and delivery')).toBeInTheDocument();
    // Two handles at 249 and the delivery at 19.99, all at 23%: 517.99 × 23/123 = 96.86.
    expect(within(summary).getByText('incl. VAT 23%').nextSibling).toHaveTextContent('96.86 PLN');
    expect(screen.getByRole('button', { name: 'Order and pay' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: /^I accept the terms of sale/ })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'terms of sale' })).toHaveAttribute('href', '/en/terms-of-sale');
    expect(screen.getByRole('link', { name: 'information on the right to withdraw from the contract' })).toHaveAttribute('href', '/en/terms-of-sale#odstapienie');
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/en/privacy-policy');
  });

  it('the European Union in PLN: methods offered but optional, the pay button, group 999 sent when none is chosen', async () => {
    const api = checkoutApi({
      'GET /address': aDeliveryRecord({ shippingAddress: anAddress({ country: 'DE', region: 'EUROPEAN_UNION', areaCode: '+49', postcode: '10115' }) }),
      'POST /orders': placed('http://api.test/sandbox/pay/tr-2'),
    });
    const { user } = renderCheckout();
    await waitFor(() => expect(screen.getByTestId('delivery-price')).toHaveTextContent('89 PLN'));
    const group = await screen.findByRole('radiogroup', { name: 'Payment method' });
    expect(within(group).getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toHaveLength(0);
    expect(screen.getByText('Choosing one here is optional: otherwise you choose the method on the payment page.')).toBeInTheDocument();
    expect(screen.queryByText(/Orders paid in euro/)).not.toBeInTheDocument();
    await acceptTerms(user);
    await user.click(screen.getByRole('button', { name: 'Order and pay' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('http://api.test/sandbox/pay/tr-2'));
    expect(screen.queryByText('Please select a payment method.')).not.toBeInTheDocument();
    expect(api.callsTo('POST /orders')[0]?.body).toMatchObject({ paymentGroup: '999', currency: 'PLN' });
  });

  it('EUR: no payment chooser, the place-order button with the euro text, prices in euro', async () => {
    checkoutApi({ 'GET /address': aDeliveryRecord({ shippingAddress: anAddress({ country: 'DE', region: 'EUROPEAN_UNION', areaCode: '+49', postcode: '10115' }) }) });
    renderCheckout({ currency: 'EUR' });
    await waitFor(() => expect(screen.getByTestId('delivery-price')).toHaveTextContent('21 EUR'));
    expect(screen.queryByRole('radiogroup', { name: 'Payment method' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send inquiry' })).toBeInTheDocument();
    expect(screen.getByText(/Orders paid in euro/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /^I accept the terms of sale/ })).toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent('139 EUR');
  });

  it('region OTHER: shipment not available and an inquiry', async () => {
    checkoutApi();
    const { store, user } = renderCheckout();
    await user.selectOptions(await screen.findByLabelText('Country'), 'US');
    expect(screen.getByLabelText('Dialling code')).toHaveValue('+1');
    await waitFor(() => expect(screen.getByTestId('delivery-price')).toHaveTextContent('Shipment is not available'));
    expect(store.getState().cart.shipmentPrice).toBeNull();
    expect(screen.getByRole('button', { name: 'Send inquiry' })).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it('goes to payment in ONE call: the address, the order and its payment together; keeps the cart until paid, redirects', async () => {
    const api = checkoutApi({ 'GET /address': saved });
    // The payment provider keeps the shopper waiting, so the page's pending state can be seen.
    const release = api.hold('POST /orders');
    const { store, user } = renderCheckout({ loggedIn: { accessToken: 'tok', email: 'a@b.pl', user: aUser({ emailAddress: 'a@b.pl', userAddress: null }) } });
    await user.click(await screen.findByRole('radio', { name: 'Card' }));
    await acceptTerms(user);
    const pay = screen.getByRole('button', { name: 'Order and pay' });
    await user.dblClick(pay);
    await waitFor(() => expect(api.calls.map((call) => call.key)).toContain('POST /orders'));
    const before = api.calls.length - 1;
    expect(screen.getByRole('button', { name: 'Please wait…' })).toBeDisabled();
    await act(async () => release(reply(200, placed('http://api.test/sandbox/pay/tr-1?lang=en'))));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('http://api.test/sandbox/pay/tr-1?lang=en'));
    // One call, however often the button was pressed: no address save nor user reload of its own.
    expect(api.calls.slice(before).map((call) => call.key)).toEqual(['POST /orders']);
    expect(api.callsTo('PATCH /address')).toEqual([]);
    expect(api.callsTo('GET /users/current-user')).toEqual([]);
    expect(api.callsTo('POST /orders')[0]?.body).toEqual({
      id: 5,
      shippingAddress: expect.objectContaining({ country: 'PL', phoneNumber: '600700800' }),
      invoiceAddress: null,
      paymentGroup: '103',
      useInvoiceAddress: 'false',
      termsAccepted: true,
      language: 'en',
      currency: 'PLN',
      discountCode: null,
    });
    // A failed or abandoned payment must find the cart as it was: only the success page empties it.
    expect(store.getState().cart.cartItems).not.toEqual([]);
    // The session's user holds the address as sent, with the id answered.
    expect(store.getState().auth.user?.userAddress).toMatchObject({ id: 5, shippingAddress: { country: 'PL', region: 'POLAND', phoneNumber: '600700800' } });
  });

  it('creates the address when there is none, with the invoice when ticked, and navigates in-app in English', async () => {
    const api = checkoutApi({ 'POST /orders': placed('/en/order?orderNumber=INR-1&status=placed') });
    const { user } = renderCheckout({ currency: 'EUR' });
    const shipping = await screen.findByRole('region', { name: 'Shipping address' });
    const fill = async (scope: HTMLElement, values: Record<string, string>) => {
      for (const [label, value] of Object.entries(values)) await user.type(within(scope).getByLabelText(label), value);
    };
    const address = { 'First name': 'Hans', Surname: 'Müller', 'State / province': 'Bayern', City: 'München', Postcode: '80331', 'Street and number': 'Marienplatz 1', 'Phone number': '15123456789' };
    await fill(shipping, address);
    await user.selectOptions(within(shipping).getByLabelText('Country'), 'DE');
    await user.click(screen.getByRole('checkbox', { name: 'I want an invoice' }));
    const invoice = screen.getByRole('region', { name: 'Invoice' });
    await user.click(screen.getByRole('button', { name: 'Send inquiry' }));
    expect(within(invoice).getByLabelText('Company name')).toHaveFocus();
    expect(within(invoice).getByLabelText('Tax identification number')).toHaveAccessibleDescription('Please fill out all fields.');
    await fill(invoice, { 'Company name': 'Müller GmbH', 'Tax identification number': 'DE123456789', ...address });
    await user.selectOptions(within(invoice).getByLabelText('Country'), 'DE');
    await acceptTerms(user);
    await user.click(screen.getByRole('button', { name: 'Send inquiry' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/en/order?orderNumber=INR-1&status=placed'));
    expect(redirect).not.toHaveBeenCalled();
    expect(api.callsTo('POST /address')).toEqual([]);
    const body = api.callsTo('POST /orders')[0]?.body as Record<string, unknown>;
    expect(body.id).toBeNull();
    expect(body.invoiceAddress).toMatchObject({ companyName: 'Müller GmbH', country: 'DE' });
    expect(body).toMatchObject({ shippingAddress: { name: 'Hans', country: 'DE' }, paymentGroup: '999', useInvoiceAddress: 'true', termsAccepted: true, language: 'en', currency: 'EUR', discountCode: null });
    // Two whole addresses typed: slow in jsdom on a busy machine.
  }, 60_000);

  it('refuses a Polish tax number with a wrong check digit and a German one of the wrong format, sending nothing', async () => {
    const api = checkoutApi({ 'GET /address': saved, 'POST /orders': placed('http://api.test/sandbox/pay/tr-3') });
    const { user } = renderCheckout({ route: '/pl/delivery-and-payment', path: '/pl/delivery-and-payment' });
    await user.click(await screen.findByRole('radio', { name: 'BLIK' }));
    await user.click(screen.getByRole('checkbox', { name: 'Chcę otrzymać fakturę' }));
    const invoice = screen.getByRole('region', { name: 'Faktura' });
    const address = { 'Imię': 'Anna', Nazwisko: 'Kowalska', 'Województwo / region': 'mazowieckie', Miasto: 'Warszawa', 'Kod pocztowy': '00-001', 'Ulica i numer': 'ul. Długa 10', 'Numer telefonu': '600700800' };
    for (const [label, value] of Object.entries({ 'Nazwa firmy': 'ACME sp. z o.o.', NIP: '526-025-02-75', ...address })) await user.type(within(invoice).getByLabelText(label), value);
    await user.selectOptions(within(invoice).getByLabelText('Kraj'), 'PL');
    await acceptTerms(user, 'pl');
    await user.click(screen.getByRole('button', { name: 'Zamawiam i płacę' }));
    const nip = within(invoice).getByLabelText('NIP');
    expect(nip).toHaveFocus();
    expect(nip).toHaveAccessibleDescription('Nieprawidłowy NIP.');
    await user.selectOptions(within(invoice).getByLabelText('Kraj'), 'DE');
    await user.clear(nip);
    await user.type(nip, 'DE12345');
    await user.click(screen.getByRole('button', { name: 'Zamawiam i płacę' }));
    expect(nip).toHaveAccessibleDescription('Nieprawidłowy NIP.');
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
    // The right check digit passes.
    await user.selectOptions(within(invoice).getByLabelText('Kraj'), 'PL');
    await user.clear(nip);
    await user.type(nip, '526-025-02-74');
    await user.click(screen.getByRole('button', { name: 'Zamawiam i płacę' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('http://api.test/sandbox/pay/tr-3'));
    expect(api.callsTo('POST /orders')[0]?.body).toMatchObject({ id: 5, invoiceAddress: { companyIdentificationNumber: '526-025-02-74', country: 'PL' }, useInvoiceAddress: 'true' });
  }, 60_000);

  it.each<[string, Routes]>([
    ['a failed transaction', { 'POST /orders': reply(502, { message: 'paymentProviderUnavailable' }) }],
    ['an empty location', { 'POST /orders': placed('') }],
    ['a refused address', { 'POST /orders': reply(400, { message: 'validation.phoneInvalid', field: 'shippingAddress.phoneNumber' }) }],
    ['a server error', { 'POST /orders': reply(500, { message: 'internal' }) }],
  ])('shows the payment error and keeps the cart after %s', async (_, failure) => {
    const api = checkoutApi({ 'GET /address': saved, ...failure });
    const { store, user } = renderCheckout();
    await user.click(await screen.findByRole('radio', { name: 'BLIK' }));
    await acceptTerms(user);
    await user.click(screen.getByRole('button', { name: 'Order and pay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong with the payment.');
    expect(store.getState().cart.cartItems).toHaveLength(1);
    expect(redirect).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Order and pay' })).toBeEnabled();
    // The one call, and nothing after it.
    expect(api.calls.filter((call) => call.method !== 'GET').map((call) => call.key)).toEqual(['POST /orders']);
  });
});

describe('DeliveryAndPaymentPage with a discount code that no longer applies', () => {
  const redirect = jest.spyOn(leavePage, 'redirect').mockImplementation(() => undefined);
  beforeEach(() => redirect.mockClear());

  it.each<[string, string, string, 'en' | 'pl']>([
    ['discountUsedUp', 'This discount code has been used up.', 'It has been taken off your cart', 'en'],
    ['discountInactive', 'This discount code is no longer active.', 'It has been taken off your cart', 'en'],
    ['discountCustomerLimitReached', 'You have already used this discount code as many times as it allows.', 'It has been taken off your cart', 'en'],
    ['discountCurrencyMismatch', 'This discount code is for orders paid in the other currency.', 'It has been taken off your cart', 'en'],
    ['discountUsedUp', 'Ten kod rabatowy został już wykorzystany.', 'Usunęliśmy go z koszyka', 'pl'],
  ])('says why at checkout (%s), shows the cart without it and charges nothing', async (reason, text, removed, language) => {
    const discounted = aServerCart({
      cartItems: [aCartLine({ id: 91, quantity: 2 })],
      originalPrice: 498,
      originalPriceEur: 118,
      discount: { code: 'GIFT-50', percent: 0, amount: 50, currency: 'PLN' },
      discountedPrice: 448,
    });
    // As the server answers it now: the delivery chosen on this page is kept there.
    const withoutCode = aServerCart({ cartItems: [aCartLine({ id: 91, quantity: 2 })], originalPrice: 498, originalPriceEur: 118, shipmentPrice: 19.99, shipmentPriceEur: 4.99 });
    const api = checkoutApi({
      'GET /address': saved,
      'POST /orders': reply(reason === 'discountCurrencyMismatch' ? 409 : 410, { message: reason, field: 'discount' }),
      'GET /cart': withoutCode,
    });
    const { store, user } = renderCheckout({ preloadedState: { cart: discounted }, route: `/${language}/delivery-and-payment`, path: '/:lang/delivery-and-payment' });
    const summary = await screen.findByRole('complementary');
    expect(within(summary).getByText(language === 'en' ? 'Discount GIFT-50' : 'Rabat GIFT-50')).toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: 'BLIK' }));
    await acceptTerms(user, language);
    await user.click(screen.getByRole('button', { name: language === 'en' ? 'Order and pay' : 'Zamawiam i płacę' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(alert).toHaveTextContent(removed);
    // The cart is read again: the total is the one without the code, the lines are kept.
    await waitFor(() => expect(store.getState().cart.discount).toBeNull());
    expect(store.getState().cart.cartItems).toHaveLength(1);
    expect(screen.getByTestId('order-total')).toHaveTextContent(language === 'en' ? '517.99 PLN' : '517,99 PLN');
    expect(api.callsTo('GET /cart')).toHaveLength(1);
    expect(api.callsTo('POST /orders')[0]?.body).toMatchObject({ discountCode: 'GIFT-50' });
    expect(redirect).not.toHaveBeenCalled();
  });

  it('says the discount changed when another tab changed the cart, and shows the cart as it now is', async () => {
    const otherCode = aServerCart({
      cartItems: [aCartLine({ id: 91, quantity: 2 })],
      originalPrice: 498,
      discount: { code: 'INERCISE10', percent: 10 },
      discountedPrice: 448.2,
      shipmentPrice: 19.99,
    });
    checkoutApi({ 'GET /address': saved, 'POST /orders': reply(409, { message: 'discountChanged', field: 'discount' }), 'GET /cart': otherCode });
    const { user } = renderCheckout();
    await user.click(await screen.findByRole('radio', { name: 'BLIK' }));
    await acceptTerms(user);
    await user.click(screen.getByRole('button', { name: 'Order and pay' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The discount in your cart has changed. Check the total and try again.');
    expect(alert).not.toHaveTextContent('taken off');
    expect(await within(screen.getByRole('complementary')).findByText('Discount INERCISE10 (−10%)')).toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent('468.19 PLN');
  });
  describe('a cart with a course (docs/product-rules.md, "Digital products")', () => {
    const course = aProduct({ id: 15, name: 'courseFoundations', currentPrice: 199, currentPriceEur: 47, productType: { id: 2, name: 'COURSE' }, ships: false });
    const courseCart = (lines = [aCartLine({ id: 95, product: course, quantity: 1 })], originalPrice = 199) =>
      aServerCart({ cartItems: lines, originalPrice, originalPriceEur: 47 });

    it('a course alone: no delivery step nor price, a billing address, and the consent required before paying', async () => {
      const api = checkoutApi({
        'GET /address': saved,
        // The API prices no delivery for a cart that ships nothing.
        'GET /cart/shipment/POLAND': aServerCart({ shipmentPrice: null, shipmentPriceEur: null }),
        'POST /orders': placed('http://api.test/sandbox/pay/tr-7'),
      });
      const { user } = renderCheckout({ preloadedState: { cart: courseCart() } });
      expect(await screen.findByRole('heading', { name: 'Billing address' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Shipping address' })).not.toBeInTheDocument();
      expect(screen.queryByRole('radio', { name: /Courier delivery/ })).not.toBeInTheDocument();
      expect(screen.queryByTestId('delivery-price')).not.toBeInTheDocument();
      const summary = screen.getByRole('complementary');
      expect(within(summary).queryByText('Delivery')).not.toBeInTheDocument();
      expect(within(summary).getByText('Total incl. VAT')).toBeInTheDocument();
      expect(screen.getByTestId('order-total')).toHaveTextContent('199 PLN');
      await user.click(await screen.findByRole('radio', { name: 'BLIK' }));
      await acceptTerms(user);
      const consent = screen.getByRole('checkbox', { name: /^I want the course to be made available at once/ });
      expect(consent).not.toBeChecked();
      await user.click(screen.getByRole('button', { name: 'Order and pay' }));
      expect(await screen.findByText('Consent to the course being made available at once, and acknowledge losing the right of withdrawal, to order a course.')).toBeInTheDocument();
      expect(api.callsTo('POST /orders')).toHaveLength(0);
      await user.click(consent);
      await user.click(screen.getByRole('button', { name: 'Order and pay' }));
      await waitFor(() => expect(redirect).toHaveBeenCalledWith('http://api.test/sandbox/pay/tr-7'));
      expect(api.callsTo('POST /orders')[0]?.body).toMatchObject({ termsAccepted: true, digitalConsent: true });
    });

    it('a course with a parcel: the delivery is charged and said to be the parcels\' only (Polish)', async () => {
      checkoutApi({ 'GET /address': saved });
      renderCheckout({ language: 'pl', preloadedState: { cart: courseCart([aCartLine({ id: 95, product: course }), aCartLine({ id: 91 })], 448) } });
      await waitFor(() => expect(screen.getByTestId('delivery-price')).toHaveTextContent('19,99'));
      expect(screen.getByRole('heading', { name: 'Adres dostawy' })).toBeInTheDocument();
      expect(screen.getByText('Koszt dostawy dotyczy tylko produktów wysyłanych; kursy udostępniamy online.')).toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: /^Chcę, aby kurs został udostępniony od razu/ })).not.toBeChecked();
    });

    it('a cart without courses asks no such consent', async () => {
      checkoutApi({ 'GET /address': saved });
      renderCheckout();
      await waitFor(() => expect(screen.getByTestId('delivery-price')).toHaveTextContent('19.99 PLN'));
      expect(screen.queryByRole('checkbox', { name: /^I want the course/ })).not.toBeInTheDocument();
    });
  });
});
