import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { contracts } from '../../contracts.ts';
import { simpleParser } from 'mailparser';
import { adminOf, type Customer } from '../../test/adminKit.ts';
import { customer, defaultChoice, polishAddress, startServer, type TestServer } from '../../test/harness.ts';
import { eventually } from '../../test/smtpServer.ts';
import { deliveryFor, hasDigitalLines } from '../cart/pricing.ts';
import { verifyCourseAccess } from './courseAccess.ts';
import { exportPersonalData } from '../personalData/personalDataExport.ts';

const { CartSchema, MyCourseListSchema, OrderSchema } = contracts;

// Seeded: 15 and 16 are courses (they do not ship), 1 is the device set, 11 a disc.
const FOUNDATIONS = 15;
const ATHLETE = 16;
const pln = (extra: Record<string, unknown> = {}) => ({ paymentGroup: '150', useInvoiceAddress: 'false', termsAccepted: true, language: 'pl', currency: 'PLN', ...extra });

describe('digital products', () => {
  let server: TestServer;
  let admin: Customer;
  before(async () => {
    server = await startServer();
    admin = await adminOf(server);
  });
  after(() => server.close());

  const shopper = async (lines: number[], language: 'pl' | 'en' = 'pl') => {
    const user = await customer(server);
    assert.equal((await server.request('POST', '/address', { token: user.token, body: { shippingAddress: polishAddress } })).status, 201);
    for (const id of lines) {
      const added = await server.request('POST', `/cart/add-product/${id}`, { token: user.token, body: await defaultChoice(server, id) });
      assert.equal(added.status, 200, added.text);
    }
    await server.request('GET', '/cart/shipment/POLAND', { token: user.token });
    return { ...user, language };
  };
  const pay = async (location: string, language = 'pl') => {
    const transactionId = location.split('/sandbox/pay/')[1]!;
    assert.equal((await server.request('POST', `/sandbox/pay/${transactionId}/pay`, { form: { lang: language } })).status, 303);
  };
  /** The text of the mail to `email` whose subject holds `subject`, once the worker has written it. */
  const mailText = async (email: string, subject: string): Promise<string> => {
    const find = async () => {
      const parsed = await Promise.all(server.mails().filter((raw) => raw.includes(`To: ${email}`)).map((raw) => simpleParser(raw)));
      return parsed.find((mail) => (mail.subject ?? '').includes(subject));
    };
    await eventually(async () => (await find()) !== undefined, 20_000, `the mail "${subject}" to ${email}`);
    return (await find())!.text ?? '';
  };
  const courses = async (token: string) => {
    const answer = await server.request('GET', '/users/me/courses', { token });
    assert.equal(answer.status, 200, answer.text);
    return MyCourseListSchema.parse(answer.body);
  };

  it('the rule: delivery is the parcels\', none for courses alone', () => {
    const course = { product: { ships: false } };
    const parcel = { product: { ships: true } };
    const older = { product: {} };
    assert.equal(deliveryFor([course], 1999), null);
    assert.equal(deliveryFor([course, parcel], 1999), 1999);
    assert.equal(deliveryFor([older], 1999), 1999, 'an answer without the flag ships');
    assert.equal(deliveryFor([], 1999), 1999, 'an empty cart shows the region\'s price');
    assert.equal(hasDigitalLines([parcel, older]), false);
    assert.equal(hasDigitalLines([parcel, course]), true);
  });

  it('the catalogue says which products ship: the seeded courses do not', async () => {
    const products = ((await server.request('GET', '/products')).body as { content: { id: number; ships?: boolean; productType: { name: string } }[] }).content;
    assert.ok(products.some((product) => product.id === FOUNDATIONS));
    for (const product of products) assert.equal(product.ships, product.productType.name !== 'COURSE', `product ${product.id}`);
  });

  it('a cart of courses only has no delivery price; a mixed cart is charged the parcels\' delivery', async () => {
    const alone = await shopper([FOUNDATIONS]);
    const cart = CartSchema.parse((await server.request('GET', '/cart', { token: alone.token })).body);
    assert.equal(cart.shipmentPrice, null);
    assert.equal(cart.shipmentPriceEur, null);
    const mixed = await shopper([FOUNDATIONS, 11]);
    assert.equal(CartSchema.parse((await server.request('GET', '/cart', { token: mixed.token })).body).shipmentPrice, 19.99);
  });

  it('refuses to order a course without the consent to immediate delivery (400, translated key), and writes nothing', async () => {
    const user = await shopper([FOUNDATIONS]);
    for (const body of [pln(), pln({ digitalConsent: false })]) {
      const refused = await server.request('POST', '/tpay/beginTransaction', { token: user.token, body });
      assert.equal(refused.status, 400);
      assert.equal(refused.body.message, 'validation.digitalConsent');
    }
    assert.equal((await server.request('GET', '/order', { token: user.token })).body.totalElements, 0);
    assert.equal(CartSchema.parse((await server.request('GET', '/cart', { token: user.token })).body).cartItems.length, 1, 'the cart keeps the course');
    // A cart of parcels needs no such consent.
    const parcels = await shopper([11]);
    assert.equal((await server.request('POST', '/tpay/beginTransaction', { token: parcels.token, body: pln() })).status, 200);
    const [order] = (await server.request('GET', '/order', { token: parcels.token })).body.content;
    assert.equal(OrderSchema.parse(order).digitalConsentAt, null);
  });

  it('orders a course alone with no delivery, keeps the consent, grants it on payment, lists it with a signed link, and mails how to start', async () => {
    const user = await shopper([FOUNDATIONS], 'en');
    const begun = await server.request('POST', '/tpay/beginTransaction', { token: user.token, body: pln({ digitalConsent: true, language: 'en' }) });
    assert.equal(begun.status, 200, begun.text);
    const order = OrderSchema.parse((await server.request('GET', '/order', { token: user.token })).body.content[0]);
    assert.equal(order.shipmentPrice, null);
    assert.equal(order.originalPrice, 199);
    assert.ok(order.digitalConsentAt && Date.now() - Date.parse(order.digitalConsentAt) < 60_000);
    const total = await server.database.db.selectFrom('shop_order').select('total_price').where('order_number', '=', order.orderNumber).executeTakeFirstOrThrow();
    assert.equal(total.total_price, 19900, 'the course alone, no delivery');
    assert.deepEqual(await courses(user.token), [], 'nothing before the payment');
    const placedMail = await mailText(user.email, `Inercise: order ${order.orderNumber}`);
    assert.match(placedMail, /you consented to the course \(digital content\) being supplied before the withdrawal period ends/);
    assert.match(placedMail, /no delivery \(online course\)/);
    assert.match(placedMail, /Billing address/);

    await pay(begun.text, 'en');
    const list = await courses(user.token);
    assert.equal(list.length, 1);
    assert.equal(list[0]!.productId, FOUNDATIONS);
    assert.equal(list[0]!.orderNumber, order.orderNumber);
    const link = new URL(list[0]!.accessUrl);
    assert.equal(`${link.origin}${link.pathname}`, `http://shop.test/course/${FOUNDATIONS}`);
    const token = link.searchParams.get('access')!;
    assert.deepEqual(await verifyCourseAccess(server.database.db, server.config.linkSecret, token), { productId: FOUNDATIONS, userId: user.id });
    assert.equal(await verifyCourseAccess(server.database.db, 'another secret', token), null, 'signed with the link secret');
    assert.equal(await verifyCourseAccess(server.database.db, server.config.linkSecret, `${token.split('.')[0]}.${'A'.repeat(43)}`), null);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const respelt = `${token.slice(0, -1)}${alphabet[alphabet.indexOf(token.at(-1)!) | 1]}`;
    assert.equal(await verifyCourseAccess(server.database.db, server.config.linkSecret, respelt), null, 'the same bytes spelt otherwise');
    // The course pages ask the API what the link opens.
    const opened = await server.request('GET', `/courses/access/${token}`);
    assert.equal(opened.status, 200, opened.text);
    assert.deepEqual(opened.body, { productId: FOUNDATIONS });
    assert.equal((await server.request('GET', `/courses/access/${token.split('.')[0]}.${'B'.repeat(43)}`)).status, 404);

    const paidMail = await mailText(user.email, 'payment received');
    assert.match(paidMail, /Your course is ready: log in to the shop with this account, open “My courses”/);
    assert.doesNotMatch(paidMail, /preparing the shipment/);
    // The buyer's data export names the course.
    const exported = await exportPersonalData(server.database.db, user.id);
    assert.deepEqual((exported?.['courses'] as { productId: number; orderNumber: string; revokedAt: string | null }[]).map(({ productId, orderNumber, revokedAt }) => ({ productId, orderNumber, revokedAt })), [{ productId: FOUNDATIONS, orderNumber: order.orderNumber, revokedAt: null }]);
    // The shop's inbox is not asked to ship anything.
    const notice = await mailText(server.config.shopEmail, `Nowe opłacone zamówienie ${order.orderNumber}`);
    assert.match(notice, /kursy są już udostępnione kupującemu, nic nie trzeba wysyłać/);
    assert.doesNotMatch(notice, /czeka na wysyłkę|Adres dostawy/);
    // Another account sees none of it.
    assert.deepEqual(await courses((await customer(server)).token), []);
    assert.equal((await server.request('GET', '/users/me/courses')).status, 401);
  });

  it('a mixed order pays the parcels\' delivery, grants only the course, and its Polish mail says both', async () => {
    const user = await shopper([ATHLETE, 11]);
    const begun = await server.request('POST', '/tpay/beginTransaction', { token: user.token, body: pln({ digitalConsent: true }) });
    assert.equal(begun.status, 200, begun.text);
    const order = OrderSchema.parse((await server.request('GET', '/order', { token: user.token })).body.content[0]);
    assert.equal(order.shipmentPrice, 19.99);
    await pay(begun.text);
    assert.deepEqual((await courses(user.token)).map((course) => course.productId), [ATHLETE]);
    const paidMail = await mailText(user.email, 'przyjęta');
    assert.match(paidMail, /Przygotowujemy wysyłkę\. Kursy z tego zamówienia są już dostępne w „Moich kursach”/);
    assert.match(paidMail, /Koszt dostawy dotyczy tylko produktów wysyłanych/);
  });

  it('a refund recorded in the back office revokes the course', async () => {
    const user = await shopper([FOUNDATIONS]);
    const begun = await server.request('POST', '/tpay/beginTransaction', { token: user.token, body: pln({ digitalConsent: true }) });
    await pay(begun.text);
    const [course] = await courses(user.token);
    assert.ok(course);
    const moved = await server.request('POST', `/admin/orders/${course.orderNumber}/status`, { token: admin.token, body: { status: 'CANCELLED', reason: 'Zwrot pieniędzy' } });
    assert.equal(moved.status, 200, moved.text);
    assert.deepEqual(await courses(user.token), []);
    const token = new URL(course.accessUrl).searchParams.get('access')!;
    assert.equal(await verifyCourseAccess(server.database.db, server.config.linkSecret, token), null, 'the old link opens nothing');
    assert.equal((await server.request('GET', `/courses/access/${token}`)).status, 404);
    const row = await server.database.db.selectFrom('course_access').select(['revoked_at']).where('user_id', '=', user.id).executeTakeFirstOrThrow();
    assert.ok(row.revoked_at, 'the grant is kept, with when it ended');
  });

  it('the owner\'s PAID (a transfer received) grants the course too', async () => {
    const user = await shopper([FOUNDATIONS]);
    assert.equal((await server.request('POST', '/tpay/beginTransaction', { token: user.token, body: pln({ digitalConsent: true, currency: 'EUR', paymentGroup: '999' }) })).status, 200);
    const [order] = (await server.request('GET', '/order', { token: user.token })).body.content;
    const moved = await server.request('POST', `/admin/orders/${order.orderNumber}/status`, { token: admin.token, body: { status: 'PAID' } });
    assert.equal(moved.status, 200, moved.text);
    assert.deepEqual((await courses(user.token)).map((course) => course.productId), [FOUNDATIONS]);
  });
});
