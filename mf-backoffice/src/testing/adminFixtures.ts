import type { Page } from '@inercise/shared';
import type { AdminArticle, AdminArticleRow } from '@inercise/shared/admin';
import type { AdminAuditEntry, AdminContactMessage, AdminOrderDetail, AdminOrderRow, AdminSubscriber } from '@inercise/shared/admin';
import type { AdminDailyStats, AdminPartner, AdminStatsSeries } from '@inercise/shared/admin';
import type { AdminProduct, AdminProductRow } from '@inercise/shared/admin';
import type { AdminDiscountCode } from '@inercise/shared/admin';
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
    chargedBackAt: null,
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

/** A published article as the back office edits it: a short heading paragraph among longer ones. */
export function anAdminArticle(overrides: Partial<AdminArticle> = {}): AdminArticle {
  return {
    id: 3,
    titleDict: { en: 'Flywheel squats for skiers', pl: 'Przysiady na kole zamachowym dla narciarzy' },
    bodyDict: {
      en: 'Skiing is an eccentric sport: every turn is a brake, and the flywheel trains exactly that, harder than a weight.\\nWhy skiers brake\\nThree sets of eight repetitions, twice a week, from September until the first snow falls.',
      pl: 'Narciarstwo to sport ekscentryczny: każdy skręt to hamowanie, a koło zamachowe trenuje właśnie to, mocniej niż ciężar.\\nDlaczego narciarze hamują\\nTrzy serie po osiem powtórzeń, dwa razy w tygodniu, od września do pierwszego śniegu.',
    },
    author: 'Marta Nowak',
    datePublished: '2026-03-02',
    image: 'article-2.webp',
    thumbnail: 'article-2.webp',
    published: true,
    imageAltDict: { en: '', pl: '' },
    categoryId: 1,
    ...overrides,
  };
}

/** An article as the list shows it. */
export function anAdminArticleRow(overrides: Partial<AdminArticleRow> = {}): AdminArticleRow {
  const { bodyDict: _body, image: _image, ...row } = anAdminArticle();
  return { ...row, ...overrides };
}

/** A partner with orders, paid ones in both currencies. */
export function aPartner(overrides: Partial<AdminPartner> = {}): AdminPartner {
  return {
    id: 1,
    name: 'FizjoLab Kraków',
    website: 'https://fizjolab.example',
    archivedAt: null,
    orderCount: 3,
    revenue: [
      { currency: 'PLN', paidOrders: 2, revenueMinor: 1_234_550 },
      { currency: 'EUR', paidOrders: 1, revenueMinor: 19_900 },
    ],
    ...overrides,
  };
}

/** The dashboard's 30 days, 2026-10-24 to 2026-11-22 (today). */
const statsDays = Array.from({ length: 30 }, (_, index) => new Date(Date.UTC(2026, 9, 24 + index)).toISOString().slice(0, 10));

/** One currency's 30 days: zeros except the days given as [orders, revenue in minor units]. */
export function aStatsSeries(currency: AdminStatsSeries['currency'], sold: Record<string, [number, number]> = {}): AdminStatsSeries {
  const days = statsDays.map((day) => ({ day, orders: sold[day]?.[0] ?? 0, revenueMinor: sold[day]?.[1] ?? 0 }));
  return {
    currency,
    days,
    totalOrders: days.reduce((sum, day) => sum + day.orders, 0),
    totalRevenueMinor: days.reduce((sum, day) => sum + day.revenueMinor, 0),
  };
}

/** The dashboard's answer: nothing sold and nothing waiting, unless given. */
export function aDailyStats(overrides: Partial<AdminDailyStats> = {}): AdminDailyStats {
  return {
    timeZone: 'Europe/Warsaw',
    today: '2026-11-22',
    from: '2026-10-24',
    countedStatuses: ['PAID', 'SHIPPED', 'DELIVERED'],
    series: [aStatsSeries('PLN'), aStatsSeries('EUR')],
    waitingToShip: { total: 0, placedToday: 0, orders: [] },
    ...overrides,
  };
}

/** One row of the products list: the seeded device set, reduced, shown in the shop. */
export function anAdminProductRow(overrides: Partial<AdminProductRow> = {}): AdminProductRow {
  return {
    id: 1,
    key: 'deviceSet',
    nameEn: 'Inercise device set',
    namePl: 'Zestaw Inercise',
    productType: { id: 1, name: 'INERCISE' },
    thumbnail: 'device-set.webp',
    price: 849900,
    previousPrice: 949900,
    priceEur: 199900,
    previousPriceEur: 224900,
    hidden: false,
    ...overrides,
  };
}

/** A product as the editor loads it: a handle with one colour option and two specification rows. */
export function anAdminProduct(overrides: Partial<AdminProduct> = {}): AdminProduct {
  return {
    id: 3,
    key: 'triangleHandle',
    texts: {
      en: { name: 'Triangle handle', description: 'A two-hand grip.\nKnurled steel.' },
      pl: { name: 'Uchwyt trójkątny', description: 'Chwyt oburącz.\nRadełkowana stal.' },
    },
    productType: { id: 3, name: 'HANDLE' },
    price: 34900,
    previousPrice: 0,
    priceEur: 8200,
    previousPriceEur: 0,
    lowestPrice30d: null,
    lowestPrice30dEur: null,
    vatRate: 23,
    shippingWeight: 900,
    hidden: false,
    thumbnail: 'triangle-handle.webp',
    images: [
      { image: 'triangle-handle.webp', thumbnail: 'triangle-handle.webp' },
      { image: 'up-0123456789abcdef01234567.webp', thumbnail: 'up-0123456789abcdef01234567.webp' },
    ],
    options: [{ id: 5, kind: 'COLOR', name: 'color', values: [{ id: 21, value: 'BLACK', available: true, daysToShip: 2 }] }],
    specification: [
      { id: 40, key: 'spec.width', value: '28 cm' },
      { id: 41, key: 'spec.weight', value: '0.9 kg' },
    ],
    ...overrides,
  };
}

/** GET /product-type as the shop answers it. */
export const productTypeList = [
  { id: 1, name: 'INERCISE' },
  { id: 2, name: 'COURSE' },
  { id: 3, name: 'HANDLE' },
  { id: 4, name: 'INERCISE_ACCESSORY' },
];

/** A percentage code with no limits, not used yet. */
export function aDiscountCode(overrides: Partial<AdminDiscountCode> = {}): AdminDiscountCode {
  return {
    code: 'SPRING-10',
    kind: 'PERCENT',
    percent: 10,
    amount: null,
    currency: null,
    validFrom: null,
    validTo: null,
    maxUses: null,
    maxUsesPerCustomer: null,
    usedCount: 0,
    active: true,
    createdAt: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
}
