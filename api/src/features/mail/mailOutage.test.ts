// A real SMTP server that refuses every mail for a while, then accepts: what the shop did during the outage (a
// registration, an order, a payment) is mailed after it, each mail exactly once; and the owner sees a mail that
// failed every attempt, resends it, and it arrives.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { defaultChoice, PASSWORD, polishAddress, startServer, uniqueEmail, type TestServer } from '../../test/harness.ts';
import { metricValue, scrapeMetrics } from '../../test/metricsKit.ts';
import { COMMAND_LINE } from '../admin/audit.ts';
import { setRole } from '../admin/roles.ts';
import { eventually, startSmtp, type TestSmtp } from '../../test/smtpServer.ts';

/** How long the mail server refuses: two minutes (MAIL_OUTAGE_MS=4000 for a quick run while working on mail). */
const OUTAGE_MS = Number(process.env.MAIL_OUTAGE_MS ?? 120_000);
/**
 * Retries every RETRY_SECONDS without backoff (production's backoff would leave up to the outage's length again
 * between its end and the next attempt): each mail goes out within seconds of the end. Enough retries to outlast the
 * outage and the calls made in it by a minute.
 */
const RETRY_SECONDS = 3;
const RETRY_LIMIT = Math.ceil((OUTAGE_MS / 1000 + 60) / RETRY_SECONDS);

const subjectOf = (raw: string) => raw.replace(/\r\n/g, '\n').replace(/\n[ \t]+/g, ' ').match(/^Subject: (.*)$/m)?.[1] ?? '';
const bodyOf = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

describe('mail through an SMTP outage', () => {
  let smtp: TestSmtp;
  let server: TestServer;

  before(async () => {
    smtp = await startSmtp();
    server = await startServer({
      smtpUrl: smtp.url,
      mail: { worker: true, retryDelaySeconds: RETRY_SECONDS, retryBackoff: false, retryLimit: RETRY_LIMIT, leaseSeconds: 30, pollSeconds: 1, maintenanceSeconds: 5, sendTimeoutMs: 5_000 },
    });
  });
  after(async () => {
    await server.close();
    await smtp.close();
  });

  const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to === email);

  /** Registers and activates through the link the mail server received. */
  const activeCustomer = async () => {
    const email = uniqueEmail('outage');
    assert.equal((await server.request('POST', '/users', { body: { emailAddress: email, password: PASSWORD } })).status, 201);
    await eventually(() => mailsTo(email).length === 1, 10_000, 'activation mail');
    const token = bodyOf(mailsTo(email)[0]!.raw).match(/activate-account\?token=([\w-]+)/)![1]!;
    assert.equal((await server.request('POST', '/users/activate-account', { body: { token, password: PASSWORD } })).status, 200);
    const login = await server.request('POST', '/users/login', { body: { username: email, password: PASSWORD, captchaResponseToken: 'x' } });
    return { email, token: login.headers.get('access_token')! };
  };

  it('delivers a registration, an order and a payment made during the outage, each once, after it', async () => {
    const shopper = await activeCustomer();
    assert.equal((await server.request('POST', '/address', { token: shopper.token, body: { shippingAddress: polishAddress, invoiceAddress: null } })).status, 201);
    assert.equal((await server.request('POST', '/cart/add-product/1?quantity=1', { token: shopper.token, body: await defaultChoice(server, 1) })).status, 200);

    // Down from now until OUTAGE_MS after the last call below.
    smtp.refuse(10 * 60_000);
    // Registration answers 201 at once: the account and its mail are committed, the mail server is not waited for.
    const newcomer = uniqueEmail('newcomer');
    const registered = await server.request('POST', '/users', { body: { emailAddress: newcomer, password: PASSWORD } });
    assert.equal(registered.status, 201, registered.text);
    const begun = await server.request('POST', '/tpay/beginTransaction', { token: shopper.token, body: { paymentGroup: '150', useInvoiceAddress: 'false', termsAccepted: true, language: 'en', currency: 'PLN' } });
    assert.equal(begun.status, 200, begun.text);
    const transactionId = begun.text.split('/sandbox/pay/')[1]!;
    assert.equal((await server.request('POST', `/sandbox/pay/${transactionId}/pay`, { form: { lang: 'en' } })).status, 303);
    // A repeated notification and a repeated registration queue nothing more.
    assert.equal((await server.request('POST', `/sandbox/pay/${transactionId}/pay`, { form: { lang: 'en' } })).status, 303);
    assert.equal((await server.request('POST', '/users', { body: { emailAddress: newcomer, password: PASSWORD } })).status, 400);
    await eventually(() => smtp.refusedAttempts() > 0, 5_000, 'the worker tried during the outage');
    smtp.refuse(OUTAGE_MS);
    const outageEnds = Date.now() + OUTAGE_MS;
    assert.equal(mailsTo(newcomer).length, 0, 'nothing got through during the outage');
    assert.ok((metricValue(await scrapeMetrics(server), 'mail_oldest_unsent_age_seconds') ?? 0) > 0, 'the oldest unsent mail is counted while it waits');

    await eventually(() => mailsTo(newcomer).length >= 1 && mailsTo(shopper.email).length >= 3, OUTAGE_MS + 30_000, 'all three mails after the outage');
    // Not before the outage's end, and soon after it.
    const late = Date.now() - outageEnds;
    assert.ok(late >= 0, `delivered ${late} ms after the end`);
    console.log(`mail outage: ${OUTAGE_MS / 1000} s refused; every mail delivered ${(late / 1000).toFixed(1)} s after it ended`);
    // Later retries of anything would show up here: the queue is empty and nothing arrives twice.
    await eventually(async () => metricValue(await scrapeMetrics(server), 'mail_oldest_unsent_age_seconds') === 0, 10_000, 'queue empty');
    assert.equal(mailsTo(newcomer).length, 1);
    assert.match(subjectOf(mailsTo(newcomer)[0]!.raw), /activate your account/);
    const subjects = mailsTo(shopper.email).map((mail) => subjectOf(mail.raw));
    assert.equal(subjects.filter((s) => /activate/.test(s)).length, 1);
    assert.equal(subjects.filter((s) => /^Inercise: order /.test(s)).length, 1, subjects.join(' | '));
    assert.equal(subjects.filter((s) => /payment received/.test(s)).length, 1, subjects.join(' | '));
    const metrics = await scrapeMetrics(server);
    assert.ok((metricValue(metrics, 'mails_retried_total') ?? 0) >= 1);
    assert.ok((metricValue(metrics, 'mails_sent_total') ?? 0) >= 1);
  });

  it('shows a mail that failed every attempt to the owner, who resends it', async () => {
    // Two retries only (1 to 2 s, then 2 to 4 s later): the mail fails within seconds.
    await server.close();
    server = await startServer({
      smtpUrl: smtp.url,
      mail: { worker: true, retryDelaySeconds: 1, retryLimit: 2, leaseSeconds: 30, pollSeconds: 1, maintenanceSeconds: 5, sendTimeoutMs: 5_000 },
    });
    const owner = await activeCustomer();
    assert.equal((await setRole(server.database.db, owner.email, 'ADMIN', COMMAND_LINE)).outcome, 'changed');
    const ownerLogin = await server.request('POST', '/users/login', { body: { username: owner.email, password: PASSWORD, captchaResponseToken: 'x' } });
    const adminToken = ownerLogin.headers.get('access_token')!;

    // Longer than every retry of this configuration.
    smtp.refuse(10 * 60_000);
    const lost = uniqueEmail('lost');
    assert.equal((await server.request('POST', '/users/reset-password', { body: { username: owner.email } })).status, 200);
    assert.equal((await server.request('POST', '/users', { body: { emailAddress: lost, password: PASSWORD } })).status, 201);
    let failed: { id: string; to: string; reason: string; attempts: number }[] = [];
    await eventually(
      async () => {
        failed = (await server.request('GET', '/admin/failed-mails', { token: adminToken })).body.items;
        return failed.some((mail) => mail.to === lost);
      },
      30_000,
      'the mail failed its last attempt',
    );
    const mail = failed.find((m) => m.to === lost)!;
    assert.equal(mail.attempts, 3);
    assert.match(mail.reason, /451|unavailable/);
    assert.ok((metricValue(await scrapeMetrics(server), 'mails_failed') ?? 0) >= 1);

    smtp.refuse(0);
    const resent = await server.request('POST', `/admin/failed-mails/${mail.id}/resend`, { token: adminToken });
    assert.equal(resent.status, 200, resent.text);
    await eventually(() => mailsTo(lost).length === 1, 10_000, 'the resent mail arrives');
    assert.equal((await server.request('POST', `/admin/failed-mails/${mail.id}/resend`, { token: adminToken })).status, 404, 'no longer failed');
    const audit = await server.database.db.selectFrom('admin_audit_log').select(['action', 'entity_id']).where('action', '=', 'mail.resend').execute();
    assert.deepEqual(audit, [{ action: 'mail.resend', entity_id: mail.id }]);
  });
});
