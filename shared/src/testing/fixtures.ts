import type {
  Address,
  Article,
  Cart,
  CartItem,
  DeliveryRecord,
  InvoiceAddress,
  Order,
  Product,
  SelectedProperty,
  User,
} from '../contracts';
import type { AuthState } from '../store/authSlice';
import { emptyCart } from '../cart/cartMath';

// Builders of the API's answers, each a fresh object: `aProduct({ id: 4, currentPrice: 399 })`. Overrides replace
// whole fields (no deep merge), so a test states every part it cares about. The customer is Anna (user 7), whose
// server cart is cart 40.

/** A product as GET /products answers it: the triangle handle, plain (no options, images or specification). */
export function aProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 3,
    name: 'triangleHandle',
    thumbnail: 'triangle-handle.webp',
    currentPrice: 249,
    previousPrice: 0,
    currentPriceEur: 59,
    previousPriceEur: 0,
    lowestPrice30d: null,
    lowestPrice30dEur: null,
    productType: { id: 3, name: 'HANDLE' },
    productImages: [],
    properties: [],
    specificationItems: [],
    ...overrides,
  };
}

/** One chosen option of a cart line: black (white is `{ id: 12, value: 'WHITE' }`). */
export function aSelectedProperty(overrides: Partial<SelectedProperty> = {}): SelectedProperty {
  return { id: 11, value: 'BLACK', propertyType: { name: 'COLOR' }, ...overrides };
}

/** A cart line: one black triangle handle. */
export function aCartLine(overrides: Partial<CartItem> = {}): CartItem {
  return { id: 1, product: aProduct(), selectedProperties: [aSelectedProperty()], quantity: 1, ...overrides };
}

/**
 * A logged-in shopper's cart as the server answers it: its id and user tell it from a guest's. Empty, and its
 * prices are what the overrides say (the server's sums are not recomputed here).
 */
export function aServerCart(overrides: Partial<Cart> = {}): Cart {
  // A new lines array each time: a test may push to it.
  return { ...emptyCart, id: 40, cartItems: [], user: { id: 7 }, ...overrides };
}

/** The customer as GET /users/current-user answers it: no profile filled in, no saved address. */
export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    emailAddress: 'anna@example.com',
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
    healthDataConsentAt: null,
    userAddress: null,
    ...overrides,
  };
}

/** The store's auth state of a logged-in customer whose user is loaded (`user: null` for one not loaded yet). */
export function aSession(overrides: Partial<AuthState> = {}): AuthState {
  return { accessToken: 'jwt', email: 'anna@example.com', user: aUser(), ...overrides };
}

/** A shipping address in Poland. */
export function anAddress(overrides: Partial<Address> = {}): Address {
  return {
    name: 'Anna',
    surname: 'Kowalska',
    country: 'PL',
    region: 'POLAND',
    state: 'mazowieckie',
    city: 'Warszawa',
    addressLine_1: 'ul. Długa 10',
    addressLine_2: '',
    postcode: '00-001',
    areaCode: '+48',
    phoneNumber: '600700800',
    ...overrides,
  };
}

/** A company's invoice address in Poland. */
export function anInvoiceAddress(overrides: Partial<InvoiceAddress> = {}): InvoiceAddress {
  return {
    name: 'Anna',
    surname: 'Kowalska',
    country: 'PL',
    region: 'POLAND',
    state: 'mazowieckie',
    city: 'Warszawa',
    addressLine_1: 'Długa 1',
    addressLine_2: 'lok. 2',
    postcode: '00-001',
    areaCode: '+48',
    phoneNumber: '600700800',
    companyName: 'Kowalska Fizjo',
    companyIdentificationNumber: '5260001246',
    ...overrides,
  };
}

/** The customer's saved delivery data (GET /address): a Polish shipping address, no invoice. */
export function aDeliveryRecord(overrides: Partial<DeliveryRecord> = {}): DeliveryRecord {
  return { id: 5, shippingAddress: anAddress(), invoiceAddress: null, ...overrides };
}

/**
 * An order as GET /order lists it: paid in euro and shipped to Berlin, invoiced to a Polish company; a device set
 * in black and two 10 kg discs, 10% off, with shipping.
 */
export function anOrder(overrides: Partial<Order> = {}): Order {
  return {
    orderNumber: 'INR-20261122-ABC123',
    status: { name: 'SHIPPED' },
    createdAt: '2026-11-20T10:00:00Z',
    shippingAddress: anAddress({
      country: 'DE',
      region: 'EUROPEAN_UNION',
      state: 'Berlin',
      city: 'Berlin',
      addressLine_1: 'Hauptstraße 5',
      postcode: '10115',
      areaCode: '+49',
      phoneNumber: '301234567',
    }),
    invoiceAddress: anInvoiceAddress(),
    originalPrice: 2397,
    discountedPrice: 2157.3,
    shipmentPrice: 19.99,
    currency: { name: 'EUR' },
    orderItems: [
      {
        quantity: 1,
        unitPrice: 1999,
        product: { id: 1, name: 'deviceSet', thumbnail: 'device-set.webp' },
        selectedProperties: [{ propertyType: { name: 'COLOR_INERCISE_SET' }, value: 'BLACK' }],
      },
      { quantity: 2, unitPrice: 199, product: { id: 9, name: 'disc10', thumbnail: 'disc10.webp' }, selectedProperties: [] },
    ],
    ...overrides,
  };
}

/** A published article in both languages; its body is one paragraph, long enough to stay body text. */
export function anArticle(overrides: Partial<Article> = {}): Article {
  return {
    id: 3,
    titleDict: { en: 'How to choose the right disc', pl: 'Jak wybrać dysk' },
    bodyDict: {
      en: 'An opening paragraph that is clearly longer than seventy-five characters, so it stays body text.',
      pl: 'Akapit otwierający, który jest wyraźnie dłuższy niż siedemdziesiąt pięć znaków, więc zostaje tekstem.',
    },
    author: 'Marta Nowak',
    datePublished: '2025-04-02T09:00:00.000Z',
    image: 'article-3.webp',
    thumbnail: 'article-3.webp',
    ...overrides,
  };
}
