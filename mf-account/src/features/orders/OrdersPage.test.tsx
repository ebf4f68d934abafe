import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { orderStatusNames, type Order } from '@inercise/shared';
import { anOrder, fakeApi, reply, renderWithShop, captureDownloads, type Routes } from '@inercise/shared/testing';
import { accountTranslations } from '../../i18n/accountTranslations';
import { OrdersPage } from './OrdersPage';
import { payAgainPage } from '@inercise/shared/payAgain';

/** GET /order's answer: one page holding every order given. */
const page = (orders: Order[]) => ({ content: orders, totalElements: orders.length, totalPages: 1, number: 0, size: 20 });

const open = (routes: Routes, options: { language?: 'en' | 'pl'; loggedIn?: boolean } = {}) => {
  // The fixture order (shipped, so paid) has no invoices unless a test gives some.
  const api = fakeApi({ 'GET /order/INR-20261122-ABC123/invoices': [], ...routes });
  const view = renderWithShop(<OrdersPage />, {
    route: `/${options.language ?? 'en'}/user-order`,
    path: '/:lang/user-order',
    translations: { account: accountTranslations },
    loggedIn: options.loggedIn ?? true,
  });
  return { api, ...view };
};

describe('OrdersPage', () => {
  it('sends a visitor to /login', () => {
    const { api, location } = open({}, { language: 'pl', loggedIn: false });
    expect(location().pathname).toBe('/pl/login');
    expect(api.calls).toHaveLength(0);
  });

  it('offers "Pay again" on an unpaid order only, and opens its new payment page', async () => {
    const open_ = jest.spyOn(payAgainPage, 'open').mockImplementation(() => undefined);
    const unpaid = anOrder({ orderNumber: 'INR-20261122-UNPAID', status: { name: 'INCOMPLETE' }, currency: { name: 'PLN' } });
    const { api, user } = open({
      'GET /order': page([unpaid, anOrder()]),
      'POST /order/INR-20261122-UNPAID/payment': reply(200, 'http://api.test/sandbox/pay/TR-SBX-000000000003', { text: true }),
    });
    const pay = await screen.findByRole('button', { name: 'Pay again for order INR-20261122-UNPAID' });
    expect(screen.getAllByRole('button', { name: /^Pay again/ })).toHaveLength(1);
    await user.click(pay);
    await waitFor(() => expect(open_).toHaveBeenCalledWith('http://api.test/sandbox/pay/TR-SBX-000000000003'));
    expect(api.callsTo('POST /order/INR-20261122-UNPAID/payment')[0]?.headers.authorization).toBe('Bearer jwt');
    open_.mockRestore();
  });

  it('says in Polish why an order cannot be paid again', async () => {
    const unpaid = anOrder({ orderNumber: 'INR-20261122-UNPAID', status: { name: 'PAYMENT_VERIFICATION' }, currency: { name: 'PLN' } });
    const { user } = open({ 'GET /order': page([unpaid]), 'POST /order/INR-20261122-UNPAID/payment': reply(400, { message: 'orderAlreadyPaid', field: 'orderNumber' }) }, { language: 'pl' });
    await user.click(await screen.findByRole('button', { name: 'Zapłać ponownie za zamówienie INR-20261122-UNPAID' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('To zamówienie zostało już opłacone.');
  });

  it('has its own title when there are no orders', async () => {
    const { api } = open({ 'GET /order': page([]) });
    expect(await screen.findByRole('heading', { level: 1, name: 'You have no orders yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the shop' })).toHaveAttribute('href', '/en/shop');
    expect(api.calls[0]!.headers.authorization).toBe('Bearer jwt');
  });

  it('downloads the customer\'s data as a JSON file', async () => {
    const saved: Blob[] = [];
    const createObjectURL = jest.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:my-data';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { api, user } = open({ 'GET /order': page([]), 'POST /users/me/export': reply(200, { account: { email: 'jan@example.com' } }) });
    const account = await screen.findByRole('region', { name: 'Your account' });
    // Nothing goes without the password typed again.
    await user.click(within(account).getByRole('button', { name: 'Download my data' }));
    expect(await within(account).findByRole('alert')).toHaveTextContent('Please fill out all fields.');
    expect(api.calls.some((c) => c.url.endsWith('/users/me/export'))).toBe(false);
    await user.type(within(account).getByLabelText('Your password, to confirm it is you'), 'Trening1!');
    await user.click(within(account).getByRole('button', { name: 'Download my data' }));
    expect(await within(account).findByText('Your data file has been downloaded.')).toBeInTheDocument();
    const call = api.calls.find((c) => c.url.endsWith('/users/me/export'));
    expect(call?.headers.authorization).toBe('Bearer jwt');
    expect(call?.body).toEqual({ password: 'Trening1!' });
    expect(within(account).getByLabelText('Your password, to confirm it is you')).toHaveValue('');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(saved[0]!);
    });
    expect(JSON.parse(text)).toEqual({ account: { email: 'jan@example.com' } });
    expect(saved[0]!.type).toBe('application/json');
    expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });

  it('says so when the data cannot be prepared', async () => {
    open({ 'GET /order': page([]), 'POST /users/me/export': reply(500, { message: 'error' }) }, { language: 'pl' });
    const account = await screen.findByRole('region', { name: 'Twoje konto' });
    await userEvent.type(within(account).getByLabelText('Twoje hasło, aby potwierdzić, że to Ty'), 'Trening1!');
    await userEvent.click(within(account).getByRole('button', { name: 'Pobierz moje dane' }));
    expect(await within(account).findByRole('alert')).toHaveTextContent('Nie udało się przygotować Twoich danych. Spróbuj ponownie później.');
  });

  it.each([
    ['pl', reply(403, { message: 'wrongPassword', field: 'password' }), 'To nie jest Twoje hasło. Spróbuj ponownie.'],
    ['en', reply(403, { message: 'wrongPassword', field: 'password' }), 'That is not your password. Please try again.'],
    ['en', reply(429, { message: 'tooManyRequests', field: null }), 'Too many attempts. Please wait a minute and try again.'],
  ] as const)('in %s, says a refused password plainly (%#)', async (language, answer, text) => {
    const { api } = open({ 'GET /order': page([]), 'POST /users/me/export': answer }, { language });
    const account = await screen.findByRole('region', { name: language === 'pl' ? 'Twoje konto' : 'Your account' });
    await userEvent.type(within(account).getByLabelText(language === 'pl' ? 'Twoje hasło, aby potwierdzić, że to Ty' : 'Your password, to confirm it is you'), 'Zle-haslo1');
    await userEvent.click(within(account).getByRole('button', { name: language === 'pl' ? 'Pobierz moje dane' : 'Download my data' }));
    expect(await within(account).findByRole('alert')).toHaveTextContent(text);
    expect(api.calls.filter((c) => c.url.endsWith('/users/me/export'))).toHaveLength(1);
  });

  it("leads from the customer's orders to deleting the account, in the page's language", async () => {
    open({ 'GET /order': page([]) }, { language: 'pl' });
    const account = await screen.findByRole('region', { name: 'Twoje konto' });
    expect(within(account).getByRole('link', { name: 'Usuń swoje konto' })).toHaveAttribute('href', '/pl/profile/edit');
  });

  it('shows an order: number, status, date, items, prices in its currency, both addresses', async () => {
    open({ 'GET /order': page([anOrder()]) });
    const order = await screen.findByRole('article', { name: 'Order INR-20261122-ABC123' });
    expect(screen.getByRole('heading', { level: 1, name: 'Your orders' })).toBeInTheDocument();
    const inOrder = within(order);
    expect(inOrder.getByText('Shipped')).toBeInTheDocument();
    expect(inOrder.getByText('Placed on 20 November 2026')).toBeInTheDocument();
    const items = inOrder.getAllByRole('listitem').filter((item) => item.querySelector('img'));
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Inercise device set');
    expect(items[0]).toHaveTextContent('Device colour: Black');
    expect(items[0]).toHaveTextContent('Quantity: 1');
    expect(items[0]).toHaveTextContent('1,999 EUR');
    expect(items[0]!.querySelector('img')).toHaveAttribute('src', expect.stringContaining('/thumbnail/device-set.webp'));
    expect(items[1]).toHaveTextContent('Flywheel disc 10');
    expect(items[1]).toHaveTextContent('Quantity: 2');
    expect(items[1]).toHaveTextContent('398 EUR');
    expect(inOrder.getByText('2,397 EUR')).toBeInTheDocument();
    expect(inOrder.getByText('2,157.30 EUR')).toBeInTheDocument();
    expect(inOrder.getByText('19.99 EUR')).toBeInTheDocument();
    expect(inOrder.getByText('2,177.29 EUR')).toBeInTheDocument();
    expect(inOrder.getByRole('heading', { name: 'Shipping address' }).parentElement).toHaveTextContent('Phone: +49 301234567');
    expect(inOrder.getByRole('heading', { name: 'Shipping address' }).parentElement).toHaveTextContent('Germany');
    const invoice = inOrder.getByRole('heading', { name: 'Invoice address' }).parentElement!;
    expect(invoice).toHaveTextContent('Kowalska Fizjo');
    expect(invoice).toHaveTextContent('Company ID: 5260001246');
    expect(invoice).toHaveTextContent('Phone: +48 600700800');
  });

  it('titles the address of an order of courses alone as the billing address', async () => {
    const course = { quantity: 1, unitPrice: 199, product: { id: 15, name: 'courseFoundations', thumbnail: 'course-foundations.webp', ships: false }, selectedProperties: [] };
    open({ 'GET /order': page([anOrder({ orderItems: [course], shipmentPrice: null, discountedPrice: null, originalPrice: 199, digitalConsentAt: '2026-11-20T10:00:00Z' })]) });
    const order = await screen.findByRole('article', { name: 'Order INR-20261122-ABC123' });
    expect(within(order).getByRole('heading', { name: 'Billing address' })).toBeInTheDocument();
    expect(within(order).queryByRole('heading', { name: 'Shipping address' })).not.toBeInTheDocument();
  });

  it('shows what shoppers typed as text, never as markup', async () => {
    const hostile = '<img src=x onerror="alert(1)"><b>Anna</b>';
    const { shippingAddress } = anOrder();
    const { container } = open({ 'GET /order': page([anOrder({ shippingAddress: { ...shippingAddress, name: hostile, city: '<script>x()</script>' } })]) });
    const order = await screen.findByRole('article', { name: 'Order INR-20261122-ABC123' });
    expect(order).toHaveTextContent(hostile);
    expect(order).toHaveTextContent('<script>x()</script>');
    expect(container.querySelector('img[src="x"], b, script')).toBeNull();
  });

  it.each(
    orderStatusNames.map((name, index) => [
      name,
      ['Incomplete', 'Placed (under verification)', 'Payment verification', 'Paid', 'Shipped', 'Delivered', 'Returned to the shop', 'Cancelled'][index],
      ['Niekompletne', 'Złożone (w weryfikacji)', 'Weryfikacja płatności', 'Opłacone', 'Wysłane', 'Dostarczone', 'Zwrócone do sklepu', 'Anulowane'][index],
    ]),
  )('translates the status %s', async (name, english, polish) => {
    const routes: Routes = { 'GET /order': page([anOrder({ status: { name } })]) };
    open(routes);
    expect(await screen.findByText(english!)).toBeInTheDocument();
    open(routes, { language: 'pl' });
    expect(await screen.findByText(polish!)).toBeInTheDocument();
  });

  it('shows Polish prices and dates on the Polish page', async () => {
    open({ 'GET /order': page([anOrder({ currency: { name: 'PLN' } })]) }, { language: 'pl' });
    expect(await screen.findByText('Złożone 20 listopada 2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Twoje zamówienia' })).toBeInTheDocument();
    expect(screen.getByText('2 397 PLN')).toBeInTheDocument();
    expect(screen.getByText('NIP: 5260001246')).toBeInTheDocument();
  });

  it('says when the orders cannot be loaded', async () => {
    open({ 'GET /order': reply(500) });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your orders.');
  });

  describe('invoices', () => {
    let saved: Blob[] = [];
    beforeEach(() => {
      saved = captureDownloads();
    });

    it("offers a paid order's invoice and its correction, downloaded with the session's token", async () => {
      const invoice = { number: 'FV/2026/000123', fileNumber: 'FV-2026-000123', kind: 'INVOICE', issueDate: '2026-11-20', grossTotal: 418, currency: 'EUR' };
      const correction = { ...invoice, number: 'FK/2026/000007', fileNumber: 'FK-2026-000007', kind: 'CORRECTION', grossTotal: -418 };
      const { api } = open(
        {
          'GET /order': page([anOrder({ status: { name: 'CANCELLED' } })]),
          'GET /order/INR-20261122-ABC123/invoices': [invoice, correction],
          'GET /order/INR-20261122-ABC123/invoices/FV-2026-000123': new Blob(['%PDF-1.3'], { type: 'application/pdf' }),
        },
        { language: 'pl' },
      );
      const button = await screen.findByRole('button', { name: 'Pobierz fakturę FV/2026/000123' });
      expect(screen.getByRole('button', { name: 'Pobierz fakturę korygującą FK/2026/000007' })).toBeInTheDocument();
      await userEvent.click(button);
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(api.callsTo('GET /order/INR-20261122-ABC123/invoices/FV-2026-000123')).toHaveLength(1);
    });

    it('asks for none for an order that was never paid', async () => {
      const { api } = open({ 'GET /order': page([anOrder({ status: { name: 'PAYMENT_VERIFICATION' } })]) });
      expect(await screen.findByRole('heading', { name: 'Order INR-20261122-ABC123' })).toBeInTheDocument();
      expect(api.callsTo('GET /order/INR-20261122-ABC123/invoices')).toEqual([]);
    });
  });
});
