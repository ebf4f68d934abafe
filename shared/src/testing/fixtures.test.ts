import {
  AddressSchema,
  ArticleSchema,
  CartItemSchema,
  CartSchema,
  DeliveryRecordSchema,
  InvoiceAddressSchema,
  OrderSchema,
  ProductListSchema,
  ProductSchema,
  ProductTypeListSchema,
  SelectedPropertySchema,
  UserSchema,
} from '../contracts';
import { apiRequest } from '../api/apiClient';
import { isAuthShape } from '../store/persistedShape';
import { catalogue, catalogueRoutes, productTypes } from './catalogue';
import { fakeApi } from './fakeApi';
import {
  aCartLine,
  aDeliveryRecord,
  anAddress,
  anArticle,
  anInvoiceAddress,
  anOrder,
  aProduct,
  aSelectedProperty,
  aServerCart,
  aSession,
  aUser,
} from './fixtures';

describe('fixtures', () => {
  // A fixture the API could never send would let a page's test pass on data the page never gets.
  it.each([
    ['aProduct', ProductSchema, aProduct()],
    ['aSelectedProperty', SelectedPropertySchema, aSelectedProperty()],
    ['aCartLine', CartItemSchema, aCartLine()],
    ['aServerCart', CartSchema, aServerCart({ cartItems: [aCartLine()] })],
    ['aUser', UserSchema, aUser({ userAddress: aDeliveryRecord() })],
    ['anAddress', AddressSchema, anAddress()],
    ['anInvoiceAddress', InvoiceAddressSchema, anInvoiceAddress()],
    ['aDeliveryRecord', DeliveryRecordSchema, aDeliveryRecord({ invoiceAddress: anInvoiceAddress() })],
    ['anOrder', OrderSchema, anOrder()],
    ['anArticle', ArticleSchema, anArticle()],
    ['catalogue', ProductListSchema, catalogue],
    ['productTypes', ProductTypeListSchema, productTypes],
  ] as const)('%s is an answer the API could send', (_, schema, value) => {
    expect(schema.safeParse(value).success).toBe(true);
  });

  it('makes a fresh object each time, with the overrides replacing whole fields', () => {
    const first = aServerCart();
    first.cartItems.push(aCartLine());
    expect(aServerCart().cartItems).toEqual([]);
    expect(aProduct({ id: 4, name: 'bar' })).toMatchObject({ id: 4, name: 'bar', currentPrice: 249 });
    expect(aSession({ user: null })).toEqual({ accessToken: 'jwt', email: 'anna@example.com', user: null });
    expect(isAuthShape(aSession())).toBe(true);
  });

  it('gives the catalogue’s products and values ids of their own', () => {
    const ids = catalogue.map((product) => product.id);
    const valueIds = catalogue.flatMap((product) => product.properties.flatMap((property) => property.values.map((value) => value.id)));
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(valueIds).size).toBe(valueIds.length);
  });
});

/** The answer's body, as the shop's calls read it. */
const apiGet = async (path: string): Promise<unknown> => (await apiRequest(path)).data;

describe('catalogueRoutes', () => {
  it('answers like the API: the catalogue as one page, the types, a product by id, 400 and 404 otherwise', async () => {
    fakeApi(catalogueRoutes());
    expect(await apiGet('/products')).toMatchObject({ content: catalogue, totalElements: catalogue.length, number: 0 });
    expect(await apiGet('/product-type')).toEqual(productTypes);
    expect(await apiGet('/products/4')).toMatchObject({ id: 4, name: 'bar' });
    await expect(apiGet('/products/999')).rejects.toMatchObject({ status: 404, message: 'productNotFound' });
    await expect(apiGet('/products/abc')).rejects.toMatchObject({ status: 400, message: 'invalidId' });
  });

  it('serves the products given', async () => {
    fakeApi(catalogueRoutes([aProduct()]));
    expect(await apiGet('/products')).toMatchObject({ content: [aProduct()] });
    await expect(apiGet('/products/1')).rejects.toMatchObject({ status: 404 });
  });
});
