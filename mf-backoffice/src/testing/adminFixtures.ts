import type { Page } from '@inercise/shared';
import type { AdminAuditEntry, AdminContactMessage, AdminOrderDetail, AdminOrderRow, AdminSubscriber } from '@inercise/shared/admin';
import { anInvoiceAddress, anOrder } from '@inercise/shared/testing';

/** Builders of the back-office API's answers for this bundle's tests, on the shared kit's order fixture. */

export const onePage = <T>(content: T[], overrides: Partial<Page<T>> = {}): Page<T> => ({
  content,
  totalElements: content.length,
  totalPages: content.length === 0 ? 0 : 1,
  number: 0,
  size: 20,
  ...overrides,
});

export function anOrderRow(overrides: Partial<AdminOrderRow> = {}): AdminOrderRow {
  return {
    orderNumber: 'INR-20261122-ABC123',
    status: 'PAID',
    createdAt: '2026-11-20T10:00:00Z',
    paidAt: '2026-11-20T10:05:00Z',
    currency: 'EUR',
    totalPrice: 2177.29,
    email: 'anna@example.com',
    customerName: 'Anna Kowalska',
    itemCount: 3,
    ...overrides,
  };
}

export function anOrderDetail(overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail {
  const order = anOrder();
  return {
    orderNumber: order.orderNumber,
    status: 'PAID',
    nextStatuses: ['SHIPPED', 'CANCELLED'],
    createdAt: '2026-11-20T10:00:00Z',
    paidAt: '2026-11-20T10:05:00Z',
    updatedAt: '2026-11-20T10:05:00Z',
    language: 'en',
    currency: 'EUR',
    originalPrice: 2397,
    discountedPrice: 2157.3,
    shipmentPrice: 19.99,
    totalPrice: 2177.29,
    discountCode: 'AUTUMN10',
    partner: null,
    payment: { group: 'ONLINE', provider: 'tpay', transactionId: 'TR-1' },
    customer: { userId: 7, email: 'anna@example.com' },
    shippingAddress: order.shippingAddress,
    invoiceAddress: anInvoiceAddress(),
    items: order.orderItems,
    paymentNotifications: [{ receivedAt: '2026-11-20T10:05:00Z', status: 'TRUE', outcome: 'paid', amount: '2177.29' }],
    statusHistory: [],
    ...overrides,
  };
}

export function anAuditEntry(overrides: Partial<AdminAuditEntry> = {}): AdminAuditEntry {
  return {
    id: 1,
    at: '2026-11-21T09:30:00Z',
    actor: { source: 'backOffice', userId: 1, email: 'owner@example.com' },
    action: 'order.status',
    entityKind: 'order',
    entityId: 'INR-20261122-ABC123',
    before: { status: 'PAID' },
    after: { status: 'SHIPPED', trackingNumber: 'PL123' },
    ...overrides,
  };
}

/** A contact message waiting for an answer. */
export function aContactMessage(overrides: Partial<AdminContactMessage> = {}): AdminContactMessage {
  return {
    id: 1,
    name: 'Anna Łęcka',
    email: 'anna@example.com',
    message: 'Where is my parcel?',
    createdAt: '2026-11-21T09:30:00.000Z',
    handledAt: null,
    handledBy: null,
    ...overrides,
  };
}

/** A newsletter subscriber. */
export function aSubscriber(overrides: Partial<AdminSubscriber> = {}): AdminSubscriber {
  return { id: 1, email: 'reader@example.com', createdAt: '2026-11-20T08:00:00.000Z', ...overrides };
}
