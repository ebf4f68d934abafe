import { screen } from '@testing-library/react';
import { loggedIn, makeStore, type Order } from '@inercise/shared';
import { answer, mockApi, renderWithShop } from '../../testing/renderWithShop';
import { OrderPage } from './OrderPage';
import { orderOutcome } from './orderOutcome';

const order = (status: Order['status']['name']): Order => ({
  orderNumber: 'INR-20261122-ABC123',
  status: { name: status },
  createdAt: '2026-11-22T10:00:00Z',
  shippingAddress: { name: 'Anna', surname: 'K', country: 'PL', region: 'POLAND', state: 'maz', city: 'Warszawa', addressLine_1: 'Długa 1', addressLine_2: '', postcode: '00-001', areaCode: '+48', phoneNumber: '600700800' },
  invoiceAddress: null,
  originalPrice: 249,
  discountedPrice: null,
  shipmentPrice: 19.99,
  currency: { name: 'PLN' },
  orderItems: [],
});

describe('orderOutcome', () => {
  it('trusts the server status when it has one, else the return address', () => {
    expect(orderOutcome('paid', null)).toBe('paid');
    expect(orderOutcome('paid', 'PAYMENT_VERIFICATION')).toBe('verifying');
    expect(orderOutcome('paid', 'PAID')).toBe('paid');
    expect(orderOutcome('failed', 'INCOMPLETE')).toBe('failed');
    expect(orderOutcome('placed', 'PLACED')).toBe('placed');
    expect(orderOutcome(null, null)).toBe('none');
  });
});

describe('OrderPage', () => {
  it('thanks the shopper and offers the way home', () => {
    renderWithShop(<OrderPage />, { route: '/order' });
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeInTheDocument();
    expect(screen.getByText(/We have sent the details/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en');
  });

  it('names the paid order, as the server confirms it', async () => {
    const { store } = makeStore();
    store.dispatch(loggedIn({ accessToken: 'tok', email: 'a@b.pl' }));
    mockApi({ 'GET /order/INR-20261122-ABC123': answer(200, order('PAID')) });
    renderWithShop(<OrderPage />, { store, route: '/pl/order?orderNumber=INR-20261122-ABC123&status=paid', language: 'pl' });
    expect(screen.getByText('Numer zamówienia: INR-20261122-ABC123')).toBeInTheDocument();
    expect(await screen.findByText('Otrzymaliśmy Twoją płatność.')).toBeInTheDocument();
  });

  it('says an inquiry was placed', () => {
    renderWithShop(<OrderPage />, { route: '/en/order?orderNumber=INR-1&status=placed' });
    expect(screen.getByRole('status')).toHaveTextContent('Your order has been placed for inquiry.');
  });

  it('tells the shopper a failed payment left the order unpaid, and offers contact', () => {
    renderWithShop(<OrderPage />, { route: '/pl/order?orderNumber=INR-2&status=failed', language: 'pl' });
    expect(screen.getByRole('heading', { level: 1, name: 'Płatność nie powiodła się' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('zamówienie pozostaje nieopłacone');
    expect(screen.getByRole('link', { name: 'Skontaktuj się z nami' })).toHaveAttribute('href', '/pl/contact');
  });
});
