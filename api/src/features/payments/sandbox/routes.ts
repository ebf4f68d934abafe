import { z } from 'zod';
import type { AppContext, TypedApp } from '../../../context.ts';
import { contracts } from '../../../contracts.ts';
import { notFound } from '../../../http/errors.ts';
import { formatAmount } from '../../../money.ts';
import { notificationMd5 } from '../notificationSignature.ts';
import { sandboxPage } from './page.ts';
import type { SandboxProvider } from './sandboxProvider.ts';

const { INQUIRY_PAYMENT_GROUP } = contracts;

const transactionParam = z.string().regex(/^TR-SBX-[0-9A-F]{12}$/, 'invalidTransaction');
const langSchema = z.enum(['pl', 'en']).optional();

/** The sandbox provider's payment page and its pay/fail buttons (only with PAYMENT_PROVIDER=sandbox). */
export const sandboxRoutes = (app: TypedApp, ctx: AppContext): void => {
  if (ctx.payments.name !== 'sandbox') return;
  const sandbox = ctx.payments as SandboxProvider;
  const csp = `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${new URL(ctx.config.shopUrl).origin}; frame-ancestors 'none'`;

  const findOrder = async (transactionId: string) => {
    const order = await ctx.db
      .selectFrom('shop_order')
      .select(['order_number', 'total_price', 'language', 'status', 'payment_group'])
      // Its open transaction, or an earlier one "Pay again" superseded: like Tpay's, that page still takes a payment.
      .where((eb) =>
        eb.or([
          eb('transaction_id', '=', transactionId),
          eb.exists(eb.selectFrom('order_payment').select('order_payment.id').whereRef('order_payment.order_id', '=', 'shop_order.id').where('order_payment.transaction_id', '=', transactionId)),
        ]),
      )
      .where('payment_provider', '=', 'sandbox')
      .executeTakeFirst();
    if (!order) throw notFound('transactionNotFound', 'transactionId');
    return order;
  };

  /** The page for the order: the method chosen in the shop, or (group 999) a chooser of the methods, as Tpay's panel. */
  const page = async (order: Awaited<ReturnType<typeof findOrder>>, transactionId: string, lang: 'pl' | 'en', missingMethod = false) => {
    const methods = await sandbox.listMethods();
    const chosen = order.payment_group === INQUIRY_PAYMENT_GROUP ? null : (methods.find((m) => String(m.id) === order.payment_group) ?? { id: Number(order.payment_group), name: order.payment_group, img: '' });
    return sandboxPage({ lang, transactionId, orderNumber: order.order_number, amount: formatAmount(order.total_price), chosen, methods, missingMethod });
  };

  app.get('/sandbox/signing-key.pem', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/x-pem-file').send(sandbox.publicKeyPem()),
  );

  app.get(
    '/sandbox/pay/:transactionId',
    { schema: { hide: true, params: z.object({ transactionId: transactionParam }), querystring: z.object({ lang: langSchema }) } },
    async (request, reply) => {
      const order = await findOrder(request.params.transactionId);
      const lang = request.query.lang ?? (order.language === 'en' ? 'en' : 'pl');
      return reply
        .header('content-security-policy', csp)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(await page(order, request.params.transactionId, lang));
    },
  );

  app.post(
    '/sandbox/pay/:transactionId/:outcome',
    {
      schema: {
        hide: true,
        params: z.object({ transactionId: transactionParam, outcome: z.enum(['pay', 'fail']) }),
        body: z.object({ lang: langSchema, method: z.string().max(10).optional() }).optional(),
      },
    },
    async (request, reply) => {
      const order = await findOrder(request.params.transactionId);
      const paid = request.params.outcome === 'pay';
      const lang = request.body?.lang ?? (order.language === 'en' ? 'en' : 'pl');
      // With no method chosen in the shop, paying needs one chosen here (the page's radios are required; this is for a
      // form sent without them).
      const methods = await sandbox.listMethods();
      if (paid && order.payment_group === INQUIRY_PAYMENT_GROUP && !methods.some((m) => String(m.id) === request.body?.method)) {
        return reply
          .status(400)
          .header('content-security-policy', csp)
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(await page(order, request.params.transactionId, lang, true));
      }
      const amount = formatAmount(order.total_price);
      const fields = {
        id: sandbox.merchantId,
        tr_id: request.params.transactionId,
        tr_date: new Date().toISOString().replace('T', ' ').slice(0, 19),
        tr_crc: order.order_number,
        tr_amount: amount,
        tr_paid: paid ? amount : '0.00',
        tr_desc: `Inercise ${order.order_number}`,
        tr_status: paid ? 'TRUE' : 'FALSE',
        tr_error: 'none',
        tr_email: '',
        test_mode: '1',
      };
      const body = new URLSearchParams({ ...fields, md5sum: notificationMd5(fields, sandbox.securityCode) }).toString();
      // Through the real endpoint, as Tpay would call it: same parsing, checks and idempotency.
      await app.inject({
        method: 'POST',
        url: '/tpay/notification',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-jws-signature': await sandbox.sign(body) },
        payload: body,
      });
      const target = `${ctx.config.shopUrl}/${lang === 'en' ? 'en' : 'pl'}/order?orderNumber=${encodeURIComponent(order.order_number)}&status=${paid ? 'paid' : 'failed'}`;
      return reply.header('content-security-policy', csp).redirect(target, 303);
    },
  );
};
