import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { aCartLine, aServerCart, anOrder, fakeApi, renderWithShop, captureDownloads, reply, type ShopOptions } from '@inercise/shared/testing';
import { leavePage } from '../deliveryAndPayment/useGoToPayment';
import { cartTranslations } from '../../i18n/cartTranslations';
import { OrderPage } from './OrderPage';
import { orderOutcome } from './orderOutcome';

/** The order page at a URL, the shopper's language taken from it. */
const renderOrderPage = (route: string, options: ShopOptions = {}) =>
  renderWithShop(<OrderPage />, { route, translations: { cart: cartTranslations }, ...options });

describe('orderOutcome', () => {
  it('trusts the server status when it has one, else the return address', () => {
    expect(orderOutcome('paid', null)).toBe('paid');
    expect(orderOutcome('paid', 'PAYMENT_VERIFICATION')).toBe('verifying');
    expect(orderOutcome('paid', 'PAID')).toBe('paid');
    expect(orderOutcome('failed', 'INCOMPLETE')).toBe('failed');
    expect(orderOutcome('placed', 'PLACED')).toBe('placed');
    expect(orderOutcome(null, null)).toBe('none');
    expect(orderOutcome('paid', 'CANCELLED')).toBe('cancelled');
    expect(orderOutcome('unpaid', 'PAYMENT_VERIFICATION')).toBe('unpaid');
    expect(orderOutcome('failed', 'PAYMENT_VERIFICATION')).toBe('failed');
  });
});

describe('OrderPage', () => {
  it('thanks the shopper and offers the way home', () => {
    renderOrderPage('/order');
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeInTheDocument();
    expect(screen.getByText(/We have sent the details/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en');
  });

  it('names the paid order, as the server confirms it, and empties the cart the payment was for', async () => {
    const api = fakeApi({ 'GET /order/INR-20261122-ABC123': anOrder({ status: { name: 'PAID' } }), 'GET /order/INR-20261122-ABC123/invoices': [] });
    const { store } = renderOrderPage('/pl/order?orderNumber=INR-20261122-ABC123&status=paid', { loggedIn: { accessToken: 'tok', email: 'a@b.pl', user: null }, preloadedState: { cart: aServerCart({ cartItems: [aCartLine()] }) } });
    expect(screen.getByText('Numer zamówienia: INR-20261122-ABC123')).toBeInTheDocument();
    expect(await screen.findByText('Otrzymaliśmy Twoją płatność.')).toBeInTheDocument();
    await waitFor(() => expect(store.getState().cart.cartItems).toEqual([]));
    expect(api.callsTo('GET /order/INR-20261122-ABC123').map((call) => call.headers.authorization)).toEqual(['Bearer tok']);
  });

  it('shows what the order came to: each line with the rate it was sold at, the total with VAT and delivery, the VAT per rate', async () => {
    const order = anOrder({
      status: { name: 'PAID' },
      currency: { name: 'PLN' },
      originalPrice: 8499 + 2 * 54,
      discountedPrice: null,
      shipmentPrice: 19.99,
      orderItems: [
        { quantity: 1, unitPrice: 8499, vatRate: 23, product: { id: 1, name: 'deviceSet', thumbnail: 'device-set.webp' }, selectedProperties: [] },
        { quantity: 2, unitPrice: 54, vatRate: 8, product: { id: 9, name: 'disc10', thumbnail: 'disc10.webp' }, selectedProperties: [] },
      ],
    });
    fakeApi({ 'GET /order/INR-20261122-ABC123': order, 'GET /order/INR-20261122-ABC123/invoices': [] });
    renderOrderPage('/pl/order?orderNumber=INR-20261122-ABC123&status=paid', { loggedIn: { accessToken: 'tok', email: 'a@b.pl', user: null } });
    const summary = await screen.findByRole('region', { name: 'Podsumowanie' });
    expect(within(summary).getByText(/^108 PLN · VAT 8%$/)).toBeInTheDocument();
    expect(within(summary).getByText(/^8\s?499 PLN · VAT 23%$/)).toBeInTheDocument();
    expect(within(summary).getByText('Razem z VAT i dostawą').nextSibling).toHaveTextContent(/^8\s?626,99 PLN$/);
    // 8499 + 19,99 at 23%: 8518,99 × 23/123 = 1592,98; 108 at 8%: 8.
    expect(within(summary).getByText('w tym VAT 23%').nextSibling).toHaveTextContent(/^1\s?592,98 PLN$/);
    expect(within(summary).getByText('w tym VAT 8%').nextSibling).toHaveTextContent(/^8 PLN$/);
  });

  it('says an inquiry was placed', () => {
    renderOrderPage('/en/order?orderNumber=INR-1&status=placed');
    expect(screen.getByRole('status')).toHaveTextContent('Your order has been placed for inquiry.');
  });

  it('tells the shopper a failed payment left the order unpaid, and offers contact', () => {
    renderOrderPage('/pl/order?orderNumber=INR-2&status=failed');
    expect(screen.getByRole('heading', { level: 1, name: 'Płatność nie powiodła się' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('zamówienie pozostaje nieopłacone');
    expect(screen.getByRole('link', { name: 'Skontaktuj się z nami' })).toHaveAttribute('href', '/pl/contact');
  });

  describe('pay again', () => {
    const loggedIn = { accessToken: 'tok', email: 'a@b.pl', user: null };
    let redirect: jest.SpyInstance;
    beforeEach(() => {
      redirect = jest.spyOn(leavePage, 'redirect').mockImplementation(() => undefined);
    });
    afterEach(() => redirect.mockRestore());

    it('after a failed payment offers "Pay again" for the same order, and the way back to the cart', async () => {
      const api = fakeApi({
        'GET /order/INR-7': anOrder({ orderNumber: 'INR-7', status: { name: 'INCOMPLETE' } }),
        'POST /order/INR-7/payment': reply(200, 'http://api.test/sandbox/pay/TR-SBX-000000000002', { text: true }),
      });
      const { store } = renderOrderPage('/en/order?orderNumber=INR-7&status=failed', { loggedIn, preloadedState: { cart: aServerCart({ cartItems: [aCartLine()] }) } });
      expect(screen.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/en/cart');
      fireEvent.click(await screen.findByRole('button', { name: 'Pay again' }));
      await waitFor(() => expect(redirect).toHaveBeenCalledWith('http://api.test/sandbox/pay/TR-SBX-000000000002'));
      expect(api.callsTo('POST /order/INR-7/payment').map((call) => call.headers.authorization)).toEqual(['Bearer tok']);
      expect(store.getState().cart.cartItems).not.toEqual([]);
    });

    it('says why an order cannot be paid again, in Polish', async () => {
      fakeApi({
        'GET /order/INR-8': anOrder({ orderNumber: 'INR-8', status: { name: 'PAYMENT_VERIFICATION' } }),
        'POST /order/INR-8/payment': reply(400, { message: 'orderCancelled', field: 'orderNumber' }),
      });
      renderOrderPage('/pl/order?orderNumber=INR-8&status=unpaid', { loggedIn });
      expect(await screen.findByText('To zamówienie czeka na płatność.')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Zapłać ponownie' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('To zamówienie zostało anulowane, więc nie można już za nie zapłacić.');
      expect(redirect).not.toHaveBeenCalled();
    });
  });

  it('says so when the shop cancelled the order, and offers contact', async () => {
    fakeApi({ 'GET /order/INR-3': anOrder({ orderNumber: 'INR-3', status: { name: 'CANCELLED' } }), 'GET /order/INR-3/invoices': [] });
    renderOrderPage('/en/order?orderNumber=INR-3&status=paid', { loggedIn: { accessToken: 'tok', email: 'a@b.pl', user: null } });
    expect(await screen.findByRole('heading', { level: 1, name: 'The order was cancelled' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('This order has been cancelled by the shop.');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/en/contact');
  });

  describe('invoices', () => {
    let saved: Blob[] = [];
    beforeEach(() => {
      saved = captureDownloads();
    });

    it("offers a paid order's invoice and downloads it with the session's token", async () => {
      const invoice = { number: 'FV/2026/000123', fileNumber: 'FV-2026-000123', kind: 'INVOICE', issueDate: '2026-11-22', grossTotal: 8518.99, currency: 'PLN' };
      const api = fakeApi({
        'GET /order/INR-5': anOrder({ orderNumber: 'INR-5', status: { name: 'PAID' } }),
        'GET /order/INR-5/invoices': [invoice],
        'GET /order/INR-5/invoices/FV-2026-000123': new Blob(['%PDF-1.3'], { type: 'application/pdf' }),
      });
      renderOrderPage('/pl/order?orderNumber=INR-5&status=paid', { loggedIn: { accessToken: 'tok', email: 'a@b.pl', user: null } });
      const button = await screen.findByRole('button', { name: 'Pobierz fakturę FV/2026/000123' });
      fireEvent.click(button);
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(api.callsTo('GET /order/INR-5/invoices/FV-2026-000123').map((call) => call.headers.authorization)).toEqual(['Bearer tok']);
    });

    it('asks for none while the order is unpaid', async () => {
      const api = fakeApi({ 'GET /order/INR-6': anOrder({ orderNumber: 'INR-6', status: { name: 'PAYMENT_VERIFICATION' } }) });
      renderOrderPage('/en/order?orderNumber=INR-6&status=paid', { loggedIn: { accessToken: 'tok', email: 'a@b.pl', user: null } });
      expect(await screen.findByText(/Your payment is being verified/)).toBeInTheDocument();
      expect(api.callsTo('GET /order/INR-6/invoices')).toEqual([]);
      expect(screen.queryByRole('button', { name: /Download invoice/ })).not.toBeInTheDocument();
    });
  });
});
