import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, reply, renderWithShop, captureDownloads, type Routes } from '@inercise/shared/testing';
import { backofficeTranslations } from '../../i18n/backofficeTranslations';
import { anOrderDetail } from '../../testing/adminFixtures';
import { OrderDetailPage } from './OrderDetailPage';

const ORDER = 'GET /admin/orders/INR-20261122-ABC123';
const MOVE = 'POST /admin/orders/INR-20261122-ABC123/status';
const DEADLINE = 'POST /admin/orders/INR-20261122-ABC123/payment-deadline';
const INVOICES = 'GET /admin/orders/INR-20261122-ABC123/invoices';
const OFFER = 'GET /admin/orders/INR-20261122-ABC123/offer';
const SEND_OFFER = 'POST /admin/orders/INR-20261122-ABC123/offer';
const TRANSFER = 'POST /admin/orders/INR-20261122-ABC123/offer/transfer-received';

const open = (routes: Routes, options: { loggedIn?: boolean } = {}) => {
  // An order without invoices unless a test gives some; an inquiry with no offer sent.
  const api = fakeApi({ [INVOICES]: [], [OFFER]: { canSend: false, goodsPriceLimit: 0, canRecordTransfer: false, offer: null }, ...routes });
  const view = renderWithShop(<OrderDetailPage />, {
    route: '/en/admin/orders/INR-20261122-ABC123',
    path: '/:lang/admin/orders/:orderNumber',
    translations: { backoffice: backofficeTranslations },
    loggedIn: options.loggedIn ?? true,
  });
  return { api, ...view };
};

describe('OrderDetailPage', () => {
  it('tells a customer it is not allowed, with no order data', async () => {
    open({ [ORDER]: reply(403, { message: 'adminOnly', field: null }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.queryByText(/INR-20261122-ABC123/)).not.toBeInTheDocument();
  });

  it('shows the items with their options, amounts, addresses, invoice, payments and history', async () => {
    open({
      [ORDER]: anOrderDetail({
        statusHistory: [{ at: '2026-11-21T09:30:00Z', from: 'PLACED', to: 'PAID', reason: null, trackingNumber: null, by: { source: 'backOffice', userId: 1, email: 'owner@example.com' } }],
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order INR-20261122-ABC123' })).toBeInTheDocument();
    const items = screen.getByRole('region', { name: 'Items' });
    expect(items).toHaveTextContent('Inercise device set');
    expect(items).toHaveTextContent('Device colour: Black');
    expect(items).toHaveTextContent('Quantity: 2 × 199 EUR');
    expect(items).toHaveTextContent('After discount (AUTUMN10)');
    expect(items).toHaveTextContent('2,177.29 EUR');
    expect(screen.getByRole('region', { name: 'Shipping address' })).toHaveTextContent('Hauptstraße 5');
    expect(screen.getByRole('region', { name: 'Shipping address' })).toHaveTextContent('Berlin, Germany');
    expect(screen.getByRole('region', { name: 'Invoice address' })).toHaveTextContent('Company ID: 5260001246');
    expect(screen.getByRole('region', { name: 'Summary' })).toHaveTextContent('anna@example.com');
    expect(within(screen.getByRole('region', { name: 'Payment notifications' })).getByRole('cell', { name: 'Paid' })).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'Status history' });
    expect(history).toHaveTextContent('Placed → Paid');
    expect(history).toHaveTextContent('owner@example.com');
  });

  it('names each payment notification and asks for a refund of a payment after cancellation', async () => {
    open({
      [ORDER]: anOrderDetail({
        status: 'CANCELLED',
        nextStatuses: [],
        paymentNotifications: [
          { receivedAt: '2026-11-21T10:05:00Z', status: 'TRUE', outcome: 'paidAfterCancellation', amount: '2177.29' },
          { receivedAt: '2026-11-21T10:06:00Z', status: 'TRUE', outcome: 'alreadyProcessed', amount: '2177.29' },
        ],
      }),
    });
    const payments = await screen.findByRole('region', { name: 'Payment notifications' });
    expect(within(payments).getByText('Paid after the order was cancelled: refund it').tagName).toBe('STRONG');
    expect(within(payments).getByRole('cell', { name: 'Repeated, nothing changed' })).toBeInTheDocument();
  });

  it('marks a charged-back order in its summary and its payment notifications', async () => {
    open({
      [ORDER]: anOrderDetail({
        chargedBackAt: '2026-11-25T08:00:00Z',
        paymentNotifications: [
          { receivedAt: '2026-11-20T10:05:00Z', status: 'TRUE', outcome: 'paid', amount: '2177.29' },
          { receivedAt: '2026-11-25T08:00:00Z', status: 'CHARGEBACK', outcome: 'chargeback', amount: '2177.29' },
        ],
      }),
    });
    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(within(summary).getByText(/the payer’s bank took the money back\. Check the order before shipping anything\./).tagName).toBe('STRONG');
    expect(summary).toHaveTextContent('Charged back');
    const payments = screen.getByRole('region', { name: 'Payment notifications' });
    expect(within(payments).getByText('Charged back: the payer’s bank took the money back').tagName).toBe('STRONG');
  });

  it('says nothing of a chargeback when there was none', async () => {
    open({ [ORDER]: anOrderDetail() });
    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(summary).not.toHaveTextContent('Charged back');
  });

  it('offers only the statuses the API allows, and ships with a tracking number', async () => {
    const { api, user } = open({
      [ORDER]: anOrderDetail(),
      [MOVE]: anOrderDetail({
        status: 'SHIPPED',
        nextStatuses: ['DELIVERED', 'RETURNED'],
        updatedAt: '2026-11-22T08:00:00Z',
        statusHistory: [{ at: '2026-11-22T08:00:00Z', from: 'PAID', to: 'SHIPPED', reason: null, trackingNumber: 'PL123456', by: { source: 'backOffice', userId: 1, email: 'owner@example.com' } }],
      }),
    });
    const status = await screen.findByRole('combobox', { name: 'New status' });
    expect(within(status).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a status', 'Shipped', 'Cancelled']);
    await user.selectOptions(status, 'SHIPPED');
    await user.type(screen.getByRole('textbox', { name: 'Tracking number (optional)' }), 'PL123456');
    await user.click(screen.getByRole('button', { name: 'Change the status' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The order is now: Shipped.');
    expect(api.callsTo(MOVE)[0]!.body).toEqual({ status: 'SHIPPED', trackingNumber: 'PL123456' });
    expect(api.callsTo(MOVE)[0]!.headers.authorization).toBe('Bearer jwt');
    expect(screen.getByRole('region', { name: 'Status history' })).toHaveTextContent('PL123456');
    expect(within(screen.getByRole('combobox', { name: 'New status' })).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a status', 'Delivered', 'Returned']);
  });

  it('asks for a reason before cancelling, and sends it', async () => {
    const { api, user } = open({ [ORDER]: anOrderDetail(), [MOVE]: anOrderDetail({ status: 'CANCELLED', nextStatuses: [] }) });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'New status' }), 'CANCELLED');
    expect(screen.queryByRole('textbox', { name: /Tracking number/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change the status' }));
    expect(screen.getByRole('textbox', { name: 'Reason for cancelling' })).toHaveAccessibleDescription(expect.stringContaining('Give a reason for cancelling the order.'));
    expect(api.callsTo(MOVE)).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: 'Reason for cancelling' }), 'Customer asked by phone');
    await user.click(screen.getByRole('button', { name: 'Change the status' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The order is now: Cancelled.');
    expect(api.callsTo(MOVE)[0]!.body).toEqual({ status: 'CANCELLED', reason: 'Customer asked by phone' });
    expect(screen.getByText('This order cannot be moved any further.')).toBeInTheDocument();
  });

  it.each([
    ['orderChangedMeanwhile', 'Someone else changed this order meanwhile.'],
    ['statusMoveNotAllowed', 'The order cannot move to this status from where it is now.'],
  ])('explains a 409 %s and shows the order as it is now', async (message, text) => {
    const { api, user } = open({ [ORDER]: anOrderDetail(), [MOVE]: reply(409, { message, field: null }) });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'New status' }), 'SHIPPED');
    api.route(ORDER, anOrderDetail({ status: 'SHIPPED', nextStatuses: ['DELIVERED', 'RETURNED'], updatedAt: '2026-11-22T08:00:00Z' }));
    await user.click(screen.getByRole('button', { name: 'Change the status' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(await screen.findByRole('option', { name: 'Delivered' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Summary' })).toHaveTextContent('Shipped');
  });

  it('says so when the order does not exist', async () => {
    open({ [ORDER]: reply(404, { message: 'orderNotFound', field: 'orderNumber' }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no order with this number.');
  });

  it('gives the buyer of an unpaid order longer to pay', async () => {
    const unpaid = { status: 'PAYMENT_VERIFICATION' as const, nextStatuses: ['CANCELLED' as const], paidAt: null, paymentDueAt: '2026-11-25T10:00:00Z' };
    const { api, user } = open({ [ORDER]: anOrderDetail(unpaid), [DEADLINE]: anOrderDetail({ ...unpaid, paymentDueAt: '2026-11-30T23:00:00Z' }) });
    const panel = await screen.findByRole('region', { name: 'Payment deadline' });
    expect(panel).toHaveTextContent('Cancelled unless paid by: 25 Nov 2026, 11:00');
    await user.click(within(panel).getByRole('button', { name: 'Extend the deadline' }));
    expect(within(panel).getByLabelText(/Let the buyer pay until/)).toHaveAccessibleDescription(expect.stringContaining('Choose the last day for the payment.'));
    expect(api.callsTo(DEADLINE)).toHaveLength(0);
    await user.type(within(panel).getByLabelText(/Let the buyer pay until/), '2026-11-30');
    await user.click(within(panel).getByRole('button', { name: 'Extend the deadline' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The buyer may now pay until 1 Dec 2026, 00:00.');
    expect(api.callsTo(DEADLINE)[0]!.body).toEqual({ until: '2026-11-30' });
    expect(screen.getByRole('region', { name: 'Payment deadline' })).toHaveTextContent('1 Dec 2026, 00:00');
  });

  it('offers no deadline for a paid order', async () => {
    open({ [ORDER]: anOrderDetail({ paymentDueAt: null }) });
    await screen.findByRole('region', { name: 'Summary' });
    expect(screen.queryByRole('region', { name: 'Payment deadline' })).not.toBeInTheDocument();
  });

  describe('offers', () => {
    const inquiry = { status: 'PLACED' as const, nextStatuses: ['PAID' as const, 'SHIPPED' as const, 'CANCELLED' as const], paidAt: null, discountedPrice: null, discountCode: null, shipmentPrice: null, totalPrice: 2397 };
    const sentOffer = { goodsPrice: 2300, shipmentPrice: 60.5, totalPrice: 2360.5, currency: 'EUR' as const, validUntil: '2026-12-05T23:00:00Z', sentAt: '2026-11-22T09:00:00Z', expired: false, sentBy: 'owner@example.com' };

    it('sends an inquiry its offer, with the amounts checked and a refusal worded under its field', async () => {
      let sends = 0;
      const { api, user } = open({
        [ORDER]: anOrderDetail(inquiry),
        [OFFER]: { canSend: true, goodsPriceLimit: 2397, canRecordTransfer: false, offer: null },
        // The first day typed has passed; the second is taken.
        [SEND_OFFER]: () => ((sends += 1) === 1 ? reply(400, { message: 'offerValidityInThePast', field: 'validUntil' }) : { canSend: true, goodsPriceLimit: 2397, canRecordTransfer: true, offer: sentOffer }),
      });
      const panel = await screen.findByRole('region', { name: 'Offer' });
      expect(await within(panel).findByText(/No offer sent yet/)).toBeInTheDocument();
      await user.click(within(panel).getByRole('button', { name: 'Send the offer' }));
      expect(within(panel).getByLabelText(/Goods amount \(EUR\)/)).toHaveAccessibleDescription(expect.stringContaining('Enter the goods amount, more than 0'));
      expect(api.callsTo(SEND_OFFER)).toHaveLength(0);

      await user.type(within(panel).getByLabelText(/Goods amount/), '2300');
      await user.type(within(panel).getByLabelText(/Delivery cost/), '60,50');
      await user.type(within(panel).getByLabelText(/Valid until/), '2026-11-01');
      await user.click(within(panel).getByRole('button', { name: 'Send the offer' }));
      await waitFor(() => expect(within(panel).getByLabelText(/Valid until/)).toHaveAccessibleDescription(expect.stringContaining('Choose a day that has not ended yet.')));
      expect(api.callsTo(SEND_OFFER)[0]!.body).toEqual({ goodsPrice: 2300, shipmentPrice: 60.5, validUntil: '2026-11-01' });

      await user.clear(within(panel).getByLabelText(/Valid until/));
      await user.type(within(panel).getByLabelText(/Valid until/), '2026-12-05');
      await user.click(within(panel).getByRole('button', { name: 'Send the offer' }));
      expect(await screen.findByText('The offer was sent to the buyer.')).toBeInTheDocument();
      // The order is read again: its amounts and history are the offer's now.
      await waitFor(() => expect(api.callsTo(ORDER)).toHaveLength(2));
      expect(panel).toHaveTextContent('2,360.50 EUR');
      expect(within(panel).getByRole('button', { name: 'Send a new offer' })).toBeInTheDocument();
      expect(within(panel).getByRole('button', { name: 'Transfer received: mark as paid' })).toBeInTheDocument();
    });

    it('records a euro offer paid by transfer: the order then shows as paid', async () => {
      const { api, user } = open({
        [ORDER]: anOrderDetail(inquiry),
        [OFFER]: { canSend: true, goodsPriceLimit: 2397, canRecordTransfer: true, offer: sentOffer },
        [TRANSFER]: anOrderDetail({ status: 'PAID', nextStatuses: ['SHIPPED', 'CANCELLED'], totalPrice: 2360.5 }),
      });
      const panel = await screen.findByRole('region', { name: 'Offer' });
      expect(await within(panel).findByText(/with the order number as its reference/)).toBeInTheDocument();
      await user.click(within(panel).getByRole('button', { name: 'Transfer received: mark as paid' }));
      expect(await screen.findByText('The order is paid: its invoice was issued and the buyer was told.')).toBeInTheDocument();
      expect(api.callsTo(TRANSFER)).toHaveLength(1);
      expect(screen.queryByRole('region', { name: 'Offer' })).not.toBeInTheDocument();
    });

    it('shows no offer panel for an order paid online', async () => {
      open({ [ORDER]: anOrderDetail() });
      await screen.findByRole('region', { name: 'Summary' });
      expect(screen.queryByRole('region', { name: 'Offer' })).not.toBeInTheDocument();
    });
  });

  describe('invoices', () => {
    let saved: Blob[] = [];
    beforeEach(() => {
      saved = captureDownloads();
    });

    it('lists the invoice and its correction, each as PDF and KSeF XML', async () => {
      const invoice = { number: 'FV/2026/000123', fileNumber: 'FV-2026-000123', kind: 'INVOICE', issueDate: '2026-11-21', grossTotal: 2177.29, currency: 'EUR' };
      const correction = { ...invoice, number: 'FK/2026/000001', fileNumber: 'FK-2026-000001', kind: 'CORRECTION', issueDate: '2026-11-22', grossTotal: -2177.29 };
      const { api } = open({
        [ORDER]: anOrderDetail(),
        [INVOICES]: [invoice, correction],
        'GET /admin/invoices/FK-2026-000001/xml': new Blob(['<Faktura/>'], { type: 'application/xml' }),
      });
      const section = await screen.findByRole('region', { name: 'Invoices' });
      expect(await within(section).findByText(/Invoice FV\/2026\/000123 of 2026-11-21/)).toBeInTheDocument();
      expect(within(section).getByText(/Correction invoice FK\/2026\/000001 of 2026-11-22/)).toBeInTheDocument();
      expect(within(section).getByRole('button', { name: 'Download the PDF of FV/2026/000123' })).toBeInTheDocument();
      fireEvent.click(within(section).getByRole('button', { name: 'Download the KSeF XML of FK/2026/000001' }));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(api.callsTo('GET /admin/invoices/FK-2026-000001/xml')).toHaveLength(1);
    });

    it('says there is none before the payment', async () => {
      open({ [ORDER]: anOrderDetail() });
      const section = await screen.findByRole('region', { name: 'Invoices' });
      expect(await within(section).findByText('No invoice: one is issued when the order is paid.')).toBeInTheDocument();
    });
  });
});
