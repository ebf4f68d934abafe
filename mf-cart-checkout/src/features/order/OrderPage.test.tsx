import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { aCartLine, aServerCart, anOrder, fakeApi, renderWithShop, captureDownloads, reply, type ShopOptions } from '@inercise/shared/testing';
import { payAgainPage } from '@inercise/shared/payAgain';
import { cartTranslations } from '../../i18n/cartTranslations';
import { leaveFor } from './OfferSection';
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
      redirect = jest.spyOn(payAgainPage, 'open').mockImplementation(() => undefined);
    });
    afterEach(() => redirect.mockRestore());

    it('after a failed payment offers "Pay again" for the same order, and the way back to the cart', async () => {
      const api = fakeApi({
        'GET /order/INR-7': anOrder({ orderNumber: 'INR-7', status: { name: 'INCOMPLETE' }, currency: { name: 'PLN' } }),
        'POST /order/INR-7/payment': reply(200, 'http://api.test/sandbox/pay/TR-SBX-000000000002', { text: true }),
      });
      const { store } = renderOrderPage('/en/order?orderNumber=INR-7&status=failed', { loggedIn, preloadedState: { cart: aServerCart({ cartItems: [aCartLine()] }) } });
      expect(screen.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/en/cart');
      fireEvent.click(await screen.findByRole('button', { name: 'Pay again' }));
      await waitFor(() => expect(redirect).toHaveBeenCalledWith('http://api.test/sandbox/pay/TR-SBX-000000000002'));
      expect(api.callsTo('POST /order/INR-7/payment').map((call) => call.headers.authorization)).toEqual(['Bearer tok']);
      expect(store.getState().cart.cartItems).not.toEqual([]);
    });

    // Orders paid online (in złoty), not inquiries: those have no offer to look up.
    it('says why an order cannot be paid again, in Polish', async () => {
      fakeApi({
        'GET /order/INR-8': anOrder({ orderNumber: 'INR-8', status: { name: 'PAYMENT_VERIFICATION' }, currency: { name: 'PLN' } }),
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
      const api = fakeApi({
        'GET /order/INR-6': anOrder({ orderNumber: 'INR-6', status: { name: 'PAYMENT_VERIFICATION' } }),
        // An order in euro: asked for its offer, it has none.
        'GET /order/INR-6/offer': reply(404, { message: 'offerNotFound', field: 'orderNumber' }),
      });
      renderOrderPage('/en/order?orderNumber=INR-6&status=paid', { loggedIn: { accessToken: 'tok', email: 'a@b.pl', user: null } });
      expect(await screen.findByText(/Your payment is being verified/)).toBeInTheDocument();
      expect(api.callsTo('GET /order/INR-6/invoices')).toEqual([]);
      expect(screen.queryByRole('button', { name: /Download invoice/ })).not.toBeInTheDocument();
    });
  });

  describe("an inquiry's offer", () => {
    const loggedIn = { loggedIn: { accessToken: 'tok', email: 'a@b.pl', user: null } };
    const offer = {
      orderNumber: 'INR-7',
      goodsPrice: 8399,
      shipmentPrice: 249.99,
      totalPrice: 8648.99,
      currency: 'PLN',
      validUntil: '2026-12-05T23:00:00.000Z',
      sentAt: '2026-11-29T09:00:00.000Z',
      expired: false,
      payable: true,
      paid: false,
      bankTransfer: null,
    };
    /** An inquiry in złoty, delivered outside the shipping regions. */
    const inquiry = anOrder({ orderNumber: 'INR-7', status: { name: 'PLACED' }, currency: { name: 'PLN' }, shippingAddress: { ...anOrder().shippingAddress, country: 'US' } });

    it('shows the offer and pays it with the terms accepted, leaving for the payment page', async () => {
      const left = jest.spyOn(leaveFor, 'payment').mockImplementation(() => undefined);
      const api = fakeApi({ 'GET /order/INR-7': inquiry, 'GET /order/INR-7/offer': offer, 'POST /order/INR-7/offer/pay': reply(200, 'https://secure.tpay.com/?title=TR-1', { text: true }) });
      const { user } = renderOrderPage('/pl/order?orderNumber=INR-7&status=placed', loggedIn);
      const section = await screen.findByRole('region', { name: 'Nasza oferta' });
      expect(section).toHaveTextContent('249,99 PLN');
      expect(section).toHaveTextContent('8 648,99 PLN');
      expect(section).toHaveTextContent('Oferta jest ważna do 5 grudnia 2026 włącznie.');

      await user.click(within(section).getByRole('button', { name: 'Zamawiam i płacę' }));
      expect(await within(section).findByText('Zaakceptuj regulamin sprzedaży, aby zamówić i zapłacić.')).toBeInTheDocument();
      expect(api.callsTo('POST /order/INR-7/offer/pay')).toEqual([]);

      await user.click(within(section).getByRole('checkbox', { name: /Akceptuję regulamin/ }));
      await user.click(within(section).getByRole('button', { name: 'Zamawiam i płacę' }));
      await waitFor(() => expect(left).toHaveBeenCalledWith('https://secure.tpay.com/?title=TR-1'));
      expect(api.callsTo('POST /order/INR-7/offer/pay')[0]!.body).toEqual({ termsAccepted: true });
      left.mockRestore();
    });

    it('says an expired offer can no longer be paid, with no button to pay it', async () => {
      fakeApi({ 'GET /order/INR-7': inquiry, 'GET /order/INR-7/offer': { ...offer, expired: true, payable: false } });
      renderOrderPage('/en/order?orderNumber=INR-7&status=placed', loggedIn);
      const section = await screen.findByRole('region', { name: 'Our offer' });
      expect(within(section).getByRole('alert')).toHaveTextContent('This offer expired on 5 December 2026 and can no longer be paid.');
      expect(within(section).queryByRole('button', { name: 'Order and pay' })).not.toBeInTheDocument();
    });

    it('words the refusal of an offer that lapsed while the page was open', async () => {
      fakeApi({ 'GET /order/INR-7': inquiry, 'GET /order/INR-7/offer': offer, 'POST /order/INR-7/offer/pay': reply(410, { message: 'offerExpired', field: null }) });
      const { user } = renderOrderPage('/en/order?orderNumber=INR-7&status=placed', loggedIn);
      const section = await screen.findByRole('region', { name: 'Our offer' });
      await user.click(within(section).getByRole('checkbox', { name: /I accept the/ }));
      await user.click(within(section).getByRole('button', { name: 'Order and pay' }));
      expect(await within(section).findByText('This offer has expired and can no longer be paid. Contact us for a new one.')).toBeInTheDocument();
    });

    it('asks a buyer who opened the mail logged out to log in', () => {
      renderOrderPage('/en/order?orderNumber=INR-7&status=placed');
      expect(screen.getByRole('link', { name: 'Log in to see this order and any offer for it.' })).toHaveAttribute('href', '/en/login');
    });

    it('gives a euro offer the seller account and the order number for a transfer, with no online payment', async () => {
      const transfer = { accountHolder: 'Inercise sp. z o.o.', bankAccount: 'PL61 1090 1014 0000 0712 1981 2874', bankName: 'Bank', reference: 'INR-7' };
      fakeApi({ 'GET /order/INR-7': { ...inquiry, currency: { name: 'EUR' } }, 'GET /order/INR-7/offer': { ...offer, currency: 'EUR', goodsPrice: 1900, shipmentPrice: 60.5, totalPrice: 1960.5, bankTransfer: transfer } });
      renderOrderPage('/en/order?orderNumber=INR-7&status=placed', loggedIn);
      const section = await screen.findByRole('region', { name: 'Our offer' });
      expect(section).toHaveTextContent('PL61 1090 1014 0000 0712 1981 2874');
      expect(within(section).getByText('Transfer reference').nextElementSibling).toHaveTextContent('INR-7');
      expect(section).toHaveTextContent('1,960.50 EUR');
      expect(within(section).queryByRole('button', { name: 'Order and pay' })).not.toBeInTheDocument();
    });
  });
});
