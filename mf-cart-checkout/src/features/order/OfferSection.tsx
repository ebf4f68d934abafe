import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { Link } from '@inercise/shared/router';
import { useForm } from '@inercise/shared/form-field';
import { callEndpoint, formatPrice, isApiError, useLanguage, useLoad, useLocalize } from '@inercise/shared';
import { myOffer, payOffer } from '@inercise/shared/endpoints/offers';
import controls from '../../components/controls.module.css';
import styles from './OfferSection.module.css';

const FIELDS = ['termsAccepted'] as const;

/** The refusals of paying an offer the page words itself; any other is the generic failure. */
const REFUSALS = ['offerExpired', 'orderAlreadyPaid', 'offerNotPayable', 'offerByTransferOnly', 'paymentProviderUnavailable'] as const;
type Refusal = (typeof REFUSALS)[number];
const refusalOf = (error: unknown): Refusal | 'generic' =>
  isApiError(error) && (REFUSALS as readonly string[]).includes(error.message) ? (error.message as Refusal) : 'generic';

const loadOffer = (orderNumber: string, token: string, signal: AbortSignal) => callEndpoint(myOffer, { params: { orderNumber }, token, signal });
type OfferView = Awaited<ReturnType<typeof loadOffer>>;

/** The redirect to the payment page: its own function, so that a test sees where the shopper was sent. */
export const leaveFor = { payment: (href: string) => window.location.assign(href) };

/**
 * The shop's offer answering the buyer's inquiry (docs/product-rules.md, "Offers for inquiries"), on the order's page,
 * which the offer's mail links to: its amounts and last day, and how to pay it. An offer in złoty is paid online, with
 * the terms of sale accepted and the button the law asks for ("Order and pay"); one in euro by bank transfer to the
 * seller's account, the order's number as the reference. Nothing when the order has no offer.
 */
export function OfferSection({ orderNumber, token }: { orderNumber: string; token: string }) {
  const offer = useLoad((signal) => loadOffer(orderNumber, token, signal), [orderNumber, token]);
  if (offer.status !== 'ready') return null;
  return <OfferDetails offer={offer.data} token={token} />;
}

function OfferDetails({ offer, token }: { offer: OfferView; token: string }) {
  const { t } = useTranslation('cart');
  const language = useLanguage();
  const localize = useLocalize();
  const headingId = useId();
  const termsErrorId = `${useId()}-terms-error`;
  const [accepted, setAccepted] = useState(false);
  const price = (amount: number) => formatPrice(amount, offer.currency, language);
  // The offer holds to the end of its last day in Poland: that day is the one named.
  const lastDay = new Intl.DateTimeFormat(language === 'pl' ? 'pl-PL' : 'en-GB', { dateStyle: 'long', timeZone: 'Europe/Warsaw' }).format(new Date(new Date(offer.validUntil).getTime() - 1));
  const { form, errors, failure, busy, edited, submit } = useForm(FIELDS, () => t('offer.acceptTerms'));

  const check = () =>
    accepted
      ? { success: true as const, data: { termsAccepted: true as const } }
      : { success: false as const, error: { issues: [{ path: ['termsAccepted'], message: 'acceptTerms' }] } };
  const pay = async (body: { termsAccepted: true }) => {
    const location = await callEndpoint(payOffer, { params: { orderNumber: offer.orderNumber }, body, token });
    leaveFor.payment(new URL(location, window.location.origin).href);
  };

  return (
    <section className={styles.offer} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('offer.title')}</h2>
      <dl className={styles.amounts}>
        <dt>{t('offer.goods')}</dt>
        <dd>{price(offer.goodsPrice)}</dd>
        <dt>{t('offer.delivery')}</dt>
        <dd>{price(offer.shipmentPrice)}</dd>
        <dt className={styles.total}>{t('offer.total')}</dt>
        <dd className={styles.total}>{price(offer.totalPrice)}</dd>
      </dl>
      {offer.paid ? (
        <p>{t('offer.paid')}</p>
      ) : offer.expired ? (
        <p role="alert" className={controls.error}>
          {t('offer.expired', { date: lastDay })} <Link to={localize('/contact')}>{t('offer.askAgain')}</Link>
        </p>
      ) : (
        <p>{t('offer.validUntil', { date: lastDay })}</p>
      )}
      {offer.payable && !offer.bankTransfer ? (
        <form ref={form} onSubmit={(event: FormEvent) => void submit(event, check, pay)} noValidate className={styles.pay}>
          <div className={styles.accept}>
            <label>
              <input
                type="checkbox"
                name="termsAccepted"
                checked={accepted}
                onChange={(event) => {
                  setAccepted(event.target.checked);
                  edited('termsAccepted');
                }}
                aria-required
                aria-invalid={errors.termsAccepted ? true : undefined}
                aria-describedby={errors.termsAccepted ? termsErrorId : undefined}
              />
              <TermsLabel />
            </label>
            {errors.termsAccepted ? (
              <p id={termsErrorId} className={controls.error} role="alert">
                {errors.termsAccepted}
              </p>
            ) : null}
          </div>
          {failure ? (
            <p role="alert" className={controls.error}>
              {t(`offer.refusals.${refusalOf(failure)}`)}
            </p>
          ) : null}
          <button type="submit" className={`${controls.primary} ${controls.wide}`} disabled={busy}>
            {busy ? t('summary.pending') : t('summary.pay')}
          </button>
        </form>
      ) : null}
      {offer.payable && offer.bankTransfer ? (
        <div className={styles.transfer}>
          <h3>{t('offer.transferTitle')}</h3>
          <p>{t('offer.transferIntro')}</p>
          <dl className={styles.amounts}>
            <dt>{t('offer.payee')}</dt>
            <dd>{offer.bankTransfer.accountHolder}</dd>
            <dt>{t('offer.account')}</dt>
            <dd>{offer.bankTransfer.bankAccount}</dd>
            <dt>{t('offer.bank')}</dt>
            <dd>{offer.bankTransfer.bankName}</dd>
            <dt>{t('offer.amount')}</dt>
            <dd>{price(offer.totalPrice)}</dd>
            <dt>{t('offer.reference')}</dt>
            <dd>{offer.bankTransfer.reference}</dd>
          </dl>
          <p>{t('offer.transferNote')}</p>
        </div>
      ) : null}
    </section>
  );
}

/** The acceptance's words, with the terms and the withdrawal information a click away (as at checkout). */
function TermsLabel() {
  const { t } = useTranslation('cart');
  const localize = useLocalize();
  return (
    <span>
      {t('summary.acceptIntro')}{' '}
      <Link to={localize('/terms-of-sale')} target="_blank" rel="noopener">
        {t('summary.termsOfSale')}
      </Link>{' '}
      {t('summary.acceptMiddle')}{' '}
      <Link to={localize('/terms-of-sale#odstapienie')} target="_blank" rel="noopener">
        {t('summary.withdrawal')}
      </Link>
    </span>
  );
}
