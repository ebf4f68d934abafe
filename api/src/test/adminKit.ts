// What the back-office tests share: an admin, tokens of any age, orders in each state, and mails read as text.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { COMMAND_LINE } from '../features/admin/audit.ts';
import { setRole } from '../features/admin/roles.ts';
import { customer, defaultChoice, polishAddress, type TestServer } from './harness.ts';

export type Customer = Awaited<ReturnType<typeof customer>>;

/** A customer made an admin as the command line does it. */
export const adminOf = async (server: TestServer): Promise<Customer> => {
  const user = await customer(server);
  assert.equal((await setRole(server.database.db, user.email, 'ADMIN', COMMAND_LINE)).outcome, 'changed');
  return user;
};

/**
 * A token the server itself would sign, for a session opened `ageSeconds` ago (ended already when `ended`); the
 * token expires 10 h from now.
 */
export const tokenOfAge = async (server: TestServer, userId: number, ageSeconds: number, options: { secret?: string; ended?: boolean } = {}) => {
  const now = Math.floor(Date.now() / 1000);
  const sessionId = randomBytes(16).toString('base64url');
  await server.database.db
    .insertInto('user_session')
    .values({
      id: sessionId,
      user_id: userId,
      device: 'test',
      ip_prefix: null,
      created_at: new Date((now - ageSeconds) * 1000),
      last_seen_at: new Date(),
      ...(options.ended ? { ended_at: new Date(), end_reason: 'logout' as const } : {}),
    })
    .execute();
  return new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuer('inercise-api')
    .setIssuedAt(now - ageSeconds)
    .setExpirationTime(now + 10 * 3600)
    .sign(new TextEncoder().encode(options.secret ?? server.config.jwtSecret));
};

export interface OrderSetup {
  language?: 'pl' | 'en';
  /** PLN with payment group 150 (paid through the sandbox page when `pay`), or EUR by inquiry (PLACED). */
  currency?: 'PLN' | 'EUR';
  pay?: boolean;
  address?: Partial<typeof polishAddress>;
  invoice?: { companyName: string; companyIdentificationNumber: string };
  /** [product id, quantity] lines. */
  lines?: [number, number][];
}

/** A new customer's order, placed through the shop's own calls; answers the customer and the order number. */
export const orderOf = async (server: TestServer, setup: OrderSetup = {}) => {
  const user = await customer(server);
  const shippingAddress = { ...polishAddress, ...setup.address };
  const invoiceAddress = setup.invoice ? { ...shippingAddress, ...setup.invoice } : null;
  const saved = await server.request('POST', '/address', { token: user.token, body: { shippingAddress, invoiceAddress } });
  assert.equal(saved.status, 201, saved.text);
  for (const [id, quantity] of setup.lines ?? [[1, 1], [11, 2]]) {
    const added = await server.request('POST', `/cart/add-product/${id}?quantity=${quantity}`, { token: user.token, body: await defaultChoice(server, id) });
    assert.equal(added.status, 200, added.text);
  }
  const currency = setup.currency ?? 'PLN';
  const body = { paymentGroup: currency === 'EUR' ? '999' : '150', useInvoiceAddress: String(Boolean(setup.invoice)), termsAccepted: true, language: setup.language ?? 'pl', currency };
  const begun = await server.request('POST', '/tpay/beginTransaction', { token: user.token, body });
  assert.equal(begun.status, 200, begun.text);
  const orderNumber = (await server.request('GET', '/order', { token: user.token })).body.content[0].orderNumber as string;
  if (setup.pay) {
    const transactionId = begun.text.split('/sandbox/pay/')[1]!;
    assert.equal((await server.request('POST', `/sandbox/pay/${transactionId}/pay`, { form: { lang: setup.language ?? 'pl' } })).status, 303);
  }
  return { ...user, orderNumber };
};

/** RFC 2047 encoded words (=?UTF-8?Q?...?= / ?B?) of a header, decoded. */
const decodeHeader = (value: string) =>
  value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
  );

/** An outbox mail as text: recipient, subject and body, with the transfer encodings undone. */
export const readMail = (raw: string): { to: string; subject: string; text: string } => {
  const unix = raw.replace(/\r\n/g, '\n');
  const split = unix.indexOf('\n\n');
  const head = unix.slice(0, split).replace(/\n[ \t]+/g, ' ');
  const body = unix.slice(split + 2);
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1] ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body, 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? Buffer.from(body.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8')
        : body;
  return { to: header('To'), subject: decodeHeader(header('Subject')), text };
};

/** The mails to one address, oldest first, decoded. */
export const mailsTo = (server: TestServer, email: string) => server.mails().map(readMail).filter((mail) => mail.to === email);
