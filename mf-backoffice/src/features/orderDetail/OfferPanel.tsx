import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { FormField, useForm } from '@inercise/shared/form-field';
import { callEndpoint, formatPrice, isApiError, useLanguage, useLoad } from '@inercise/shared';
import { AdminOfferPayloadSchema, type AdminOrderDetail, type AdminOrderOffer } from '@inercise/shared/admin';
import { adminOfferTransferReceived, adminOrderOffer, adminSendOffer } from '@inercise/shared/endpoints/adminOffers';
import { useErrorText } from '../common/errorText';
import { useDateFormat } from '../common/formatDate';
import common from '../common/backoffice.module.css';
import editor from '../common/editor.module.css';
import styles from './orderDetail.module.css';

const FIELDS = ['goodsPrice', 'shipmentPrice', 'validUntil'] as const;
type Field = (typeof FIELDS)[number];

/** The offer's own refusals, each worded here; any other is the back office's common text. */
const OFFER_CODES = ['offerAmountInvalid', 'offerShipmentInvalid', 'offerValidityInThePast', 'offerAboveOrderPrice', 'orderNotInquiry', 'orderAlreadyPaid', 'offerPaymentStarted', 'offerNotFound', 'orderNotAwaitingPayment', 'invalidDate'] as const;
type OfferCode = (typeof OFFER_CODES)[number];
const isOfferCode = (code: string): code is OfferCode => (OFFER_CODES as readonly string[]).includes(code);

/** What a typed amount reads as: a comma or a point before the grosze; empty is no amount. */
const amountOf = (typed: string): number => (typed.trim() === '' ? Number.NaN : Number(typed.trim().replace(',', '.')));

/**
 * An inquiry's offer (docs/product-rules.md, "Offers for inquiries"): the offer sent (its amounts and last day), the
 * form that sends one (again, while the buyer has not started paying), and, once sent, the button that records the
 * bank transfer's arrival, which makes the order PAID.
 */
export function OfferPanel({
  token,
  order,
  onSent,
  onPaid,
}: {
  token: string;
  order: AdminOrderDetail;
  /** The offer went out: the order's amounts and history changed with it. */
  onSent: () => void;
  onPaid: (order: AdminOrderDetail) => void;
}) {
  const { t } = useTranslation('backoffice');
  const language = useLanguage();
  const { date, dateTime } = useDateFormat();
  const errorText = useErrorText();
  const headingId = useId();
  const { orderNumber } = order;
  const loaded = useLoad((signal) => callEndpoint(adminOrderOffer, { token, params: { orderNumber }, signal }), [token, orderNumber, order.status]);
  const [fresh, setFresh] = useState<AdminOrderOffer | null>(null);
  const [values, setValues] = useState<Record<Field, string>>({ goodsPrice: '', shipmentPrice: '', validUntil: '' });
  const [transfer, setTransfer] = useState<{ busy: boolean; error: unknown }>({ busy: false, error: null });

  const texts = (code: string): string => {
    if (isOfferCode(code)) return t(`offer.errors.${code}`);
    return errorText(new Error(code));
  };
  const { form, errors, failure, busy, edited, submit } = useForm(FIELDS, (code, field, error) => {
    if (isOfferCode(code)) return texts(code);
    // An empty or unreadable amount: the schema's own code, worded as the field's.
    if (field === 'goodsPrice') return texts('offerAmountInvalid');
    if (field === 'shipmentPrice') return texts('offerShipmentInvalid');
    if (field === 'validUntil') return texts('invalidDate');
    return error ? errorText(error) : t('errors.generic');
  });
  const failureText = (error: unknown) => (isApiError(error) && isOfferCode(error.message) ? texts(error.message) : errorText(error));

  const view = fresh ?? (loaded.status === 'ready' ? loaded.data : null);
  if (!view) return null;
  const offer = view.offer;
  const price = (amount: number) => formatPrice(amount, order.currency, language);

  const send = async (payload: { goodsPrice: number; shipmentPrice: number; validUntil: string }) => {
    const sent = await callEndpoint(adminSendOffer, { token, params: { orderNumber }, body: payload });
    setFresh(sent);
    onSent();
  };
  const check = () =>
    AdminOfferPayloadSchema.safeParse({ goodsPrice: amountOf(values.goodsPrice), shipmentPrice: amountOf(values.shipmentPrice), validUntil: values.validUntil });
  const recordTransfer = async () => {
    setTransfer({ busy: true, error: null });
    try {
      const paid = await callEndpoint(adminOfferTransferReceived, { token, params: { orderNumber } });
      setTransfer({ busy: false, error: null });
      onPaid(paid);
    } catch (error) {
      setTransfer({ busy: false, error });
    }
  };
  const field = (name: Field, label: string, type: 'text' | 'date', hint?: string) => (
    <FormField label={label} hint={hint} required error={errors[name]}>
      {(control) => (
        <input
          {...control}
          name={name}
          type={type}
          inputMode={type === 'text' ? 'decimal' : undefined}
          value={values[name]}
          onChange={(event) => {
            setValues((current) => ({ ...current, [name]: event.target.value }));
            edited(name);
          }}
        />
      )}
    </FormField>
  );

  return (
    <section className={editor.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('offer.title')}</h2>
      {offer ? (
        <dl className={styles.facts} aria-label={t('offer.sentOffer')}>
          <dt>{t('offer.goodsPrice')}</dt>
          <dd>{price(offer.goodsPrice)}</dd>
          <dt>{t('offer.shipmentPrice')}</dt>
          <dd>{price(offer.shipmentPrice)}</dd>
          <dt>{t('offer.total')}</dt>
          <dd>
            <strong>{price(offer.totalPrice)}</strong>
          </dd>
          <dt>{t('offer.validUntil')}</dt>
          <dd>
            {date(new Date(new Date(offer.validUntil).getTime() - 1).toISOString())}
            {offer.expired ? ` (${t('offer.expired')})` : null}
          </dd>
          <dt>{t('offer.sentAt')}</dt>
          <dd className={common.wrap}>{[dateTime(offer.sentAt), offer.sentBy].filter(Boolean).join(' · ')}</dd>
        </dl>
      ) : (
        <p className={common.muted}>{t('offer.none')}</p>
      )}
      {view.canSend ? (
        <form ref={form} className={styles.changeForm} onSubmit={(event: FormEvent) => void submit(event, check, send)} noValidate aria-label={t('offer.formName')}>
          {field('goodsPrice', t('offer.goodsField', { currency: order.currency }), 'text', t('offer.goodsHint', { limit: price(view.goodsPriceLimit) }))}
          {field('shipmentPrice', t('offer.shipmentField', { currency: order.currency }), 'text')}
          {field('validUntil', t('offer.validUntilField'), 'date', t('offer.validUntilHint'))}
          {failure ? <p role="alert">{failureText(failure)}</p> : null}
          <div>
            <button type="submit" className={common.primary} disabled={busy}>
              {busy ? t('offer.sending') : offer ? t('offer.sendAgain') : t('offer.send')}
            </button>
          </div>
        </form>
      ) : null}
      {view.canRecordTransfer ? (
        <div className={styles.changeForm}>
          <p className={common.muted}>{order.currency === 'EUR' ? t('offer.transferHintEur') : t('offer.transferHint')}</p>
          {transfer.error ? <p role="alert">{failureText(transfer.error)}</p> : null}
          <div>
            <button type="button" className={common.secondary} disabled={transfer.busy} onClick={() => void recordTransfer()}>
              {transfer.busy ? t('offer.recording') : t('offer.transferReceived')}
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
