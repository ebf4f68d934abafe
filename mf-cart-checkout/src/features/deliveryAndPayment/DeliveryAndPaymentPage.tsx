import { useEffect, useState } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { Link, Navigate } from '@inercise/shared/router';
import { useForm } from '@inercise/shared/form-field';
import {
  INQUIRY_PAYMENT_GROUP,
  isInquiry,
  paymentGroupAfterRegionChange,
  paymentMethodRequired,
  selectAccessToken,
  selectCart,
  selectIsLoggedIn,
  selectSessionRestoring,
  shipmentPriceReset,
  showsPaymentChooser,
  useAppDispatch,
  useAppSelector,
  useCurrency,
  useLocalize,
  type DeliveryRecordPayload,
  usePageMeta,
} from '@inercise/shared';
import controls from '../../components/controls.module.css';
import { discountRefusal } from '../cart/discountError';
import page from '../page.module.css';
import { AddressFields, InvoiceFields } from './AddressFields';
import {
  toAddressPayload,
  toAddressValues,
  toInvoicePayload,
  toInvoiceValues,
  type AddressValues,
  type InvoiceValues,
} from './addressValues';
import { cartHasCourses, cartShips, deliveryPriceLine, regionOfCountry } from './checkoutRules';
import { CheckoutSummary, DIGITAL_CONSENT_FIELD, TERMS_FIELD } from './CheckoutSummary';
import { chooseShipmentRegion } from './chooseShipmentRegion';
import { DeliveryMethod } from './DeliveryMethod';
import { FeedbackSource } from './FeedbackSource';
import { PaymentMethodChooser } from './PaymentMethodChooser';
import { useCheckoutData } from './useCheckoutData';
import { useGoToPayment } from './useGoToPayment';
import { usePaymentMethods } from './usePaymentMethods';
import { usePhoneCheck } from './usePhoneCheck';
import { changedFields, checkoutFields, validateCheckout } from './validateCheckout';
import styles from './DeliveryAndPaymentPage.module.css';

/**
 * /delivery-and-payment: login required, else the shopper goes to the home page
 * (docs/product-rules.md#delivery-and-payment).
 */
export function DeliveryAndPaymentPage() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const restoring = useAppSelector(selectSessionRestoring);
  const localize = useLocalize();
  // A session kept from an earlier visit is being restored: the verdict comes with it.
  if (restoring) return null;
  if (!loggedIn) return <Navigate to={localize('/')} replace />;
  return <CheckoutForm />;
}

function CheckoutForm() {
  const { t } = useTranslation('cart');
  usePageMeta(t('routes.deliveryAndPayment.title'), t('routes.deliveryAndPayment.description'));
  const dispatch = useAppDispatch();
  const localize = useLocalize();
  const token = useAppSelector(selectAccessToken);
  const cart = useAppSelector(selectCart);
  const currency = useCurrency();
  const data = useCheckoutData(token);

  const [recordId, setRecordId] = useState<number | null>(null);
  const [shipping, setShipping] = useState<AddressValues>(() => toAddressValues(null));
  const [invoice, setInvoice] = useState<InvoiceValues | null>(null);
  const [useInvoice, setUseInvoice] = useState(false);
  const [paymentGroup, setPaymentGroup] = useState('');
  // Never ticked in advance: the shopper accepts the terms of sale each time an order is placed.
  const [termsAccepted, setTermsAccepted] = useState(false);
  // Nor is the consent to a course's immediate delivery, asked only when the cart holds one.
  const [digitalConsent, setDigitalConsent] = useState(false);
  // Each problem is an i18n key of the common namespace; a failure to pay is said in the summary, by the button.
  const { form, errors, failure, busy, edited, submit } = useForm(checkoutFields, (key) => t(`common:${key}`));
  const { goToPayment, leaving } = useGoToPayment(setRecordId);
  const phoneCheck = usePhoneCheck();
  // Busy while it sends, and still once the page is on its way to the payment.
  const pending = busy || leaving.current;

  useEffect(() => {
    if (data.record === undefined) return;
    setRecordId(data.record?.id ?? null);
    setShipping(toAddressValues(data.record?.shippingAddress));
    setInvoice(data.record?.invoiceAddress ? toInvoiceValues(data.record.invoiceAddress) : null);
  }, [data.record]);

  const region = regionOfCountry(shipping.country);
  useEffect(() => {
    setPaymentGroup(paymentGroupAfterRegionChange(region, currency));
  }, [region, currency]);
  useEffect(() => {
    if (region === null) {
      dispatch(shipmentPriceReset());
      return;
    }
    dispatch(chooseShipmentRegion(region)).catch(() => {
      // No price then: the delivery line says shipment is not available.
      dispatch(shipmentPriceReset());
    });
  }, [dispatch, region]);

  const chooser = showsPaymentChooser(region, currency);
  const payment = usePaymentMethods(chooser);
  const inquiry = isInquiry(region, currency);
  // docs/product-rules.md, "Digital products": a cart of courses only has no delivery step, and its address is the
  // buyer's, for the invoice; a course needs the consent to its immediate delivery.
  const ships = cartShips(cart);
  const courses = cartHasCourses(cart);
  const deliveryLine = deliveryPriceLine(region, cart, currency);

  // A field the shopper changes loses its old error at once; the next submit checks everything again.
  const changeShipping = (next: AddressValues) => {
    changedFields('shipping', shipping, next).forEach(edited);
    setShipping(next);
  };
  const changeInvoice = (next: InvoiceValues) => {
    changedFields('invoice', invoice ?? next, next).forEach(edited);
    setInvoice(next);
  };
  const choosePayment = (group: string) => {
    edited('payment-method');
    setPaymentGroup(group);
  };

  const consentToDigital = (given: boolean) => {
    edited(DIGITAL_CONSENT_FIELD);
    setDigitalConsent(given);
  };

  const acceptTerms = (accepted: boolean) => {
    edited(TERMS_FIELD);
    setTermsAccepted(accepted);
  };

  const toggleInvoice = (checked: boolean) => {
    if (checked && invoice === null) setInvoice(toInvoiceValues(null));
    setUseInvoice(checked);
  };

  const send = async () => {
    // An unticked box keeps the invoice address saved earlier rather than erasing it.
    const keptInvoice = data.record?.invoiceAddress ?? null;
    const record: DeliveryRecordPayload = {
      id: recordId,
      shippingAddress: toAddressPayload(shipping),
      invoiceAddress: useInvoice && invoice ? toInvoicePayload(invoice) : keptInvoice,
    };
    await goToPayment({ record, paymentGroup: inquiry ? INQUIRY_PAYMENT_GROUP : paymentGroup, useInvoice, digitalConsent: courses && digitalConsent });
  };

  if (cart.cartItems.length === 0 && !pending) {
    return (
      <section className={page.page} aria-labelledby="delivery-title">
        <h1 id="delivery-title">{t('routes.deliveryAndPayment.title')}</h1>
        <div className={styles.empty}>
          <p>{t('cartPage.empty')}</p>
          <Link to={localize('/shop')} className={controls.primary}>
            {t('cartPage.toShop')}
          </Link>
        </div>
      </section>
    );
  }

  return (
    <section className={page.page} aria-labelledby="delivery-title">
      <h1 id="delivery-title">{t('routes.deliveryAndPayment.title')}</h1>
      {data.loadFailed ? (
        <p className={controls.error} role="alert">
          {t('common:errors.generic')}
        </p>
      ) : null}
      {data.record === undefined && !data.loadFailed ? (
        <p className={styles.loading} role="status">
          {t('common:fallback.loading')}
        </p>
      ) : (
        <form
          ref={form}
          className={styles.layout}
          onSubmit={(event) => void submit(event, () => validateCheckout({ shipping, invoice, useInvoice, region, currency, paymentGroup, termsAccepted, courses, digitalConsent }, phoneCheck), send)}
          noValidate
        >
          <div className={styles.sections}>
            <section className={styles.section} aria-labelledby="shipping-title">
              <h2 id="shipping-title" className={styles.heading}>
                {ships ? t('shipping.title') : t('digital.billingTitle')}
              </h2>
              {ships ? null : <p className={styles.note}>{t('digital.billingNote')}</p>}
              <AddressFields values={shipping} errors={errors} onChange={changeShipping} section="shipping" />
            </section>

            <section className={styles.section} aria-labelledby="invoice-title">
              <h2 id="invoice-title" className={styles.heading}>
                {t('invoice.title')}
              </h2>
              <label className={styles.checkbox}>
                <input type="checkbox" checked={useInvoice} onChange={(event) => toggleInvoice(event.target.checked)} />
                <span>{t('invoice.wanted')}</span>
              </label>
              {useInvoice && invoice ? (
                <InvoiceFields values={invoice} errors={errors} onChange={changeInvoice} />
              ) : null}
            </section>

            {ships ? (
              <section className={styles.section}>
                <DeliveryMethod line={deliveryLine} parcelsOnly={courses} />
              </section>
            ) : null}

            {chooser ? (
              <section className={styles.section}>
                <PaymentMethodChooser
                  methods={payment.methods}
                  loadFailed={payment.failed}
                  value={paymentGroup}
                  onChange={choosePayment}
                  error={errors['payment-method'] ?? null}
                  optional={!paymentMethodRequired(region, currency)}
                />
              </section>
            ) : null}

            <section className={styles.section} aria-labelledby="feedback-title">
              <h2 id="feedback-title" className={styles.heading}>
                {t('feedback.title')}
              </h2>
              <FeedbackSource partners={data.partners} />
            </section>
          </div>
          <CheckoutSummary
            deliveryLine={deliveryLine}
            inquiry={inquiry}
            pending={pending}
            paymentFailed={failure !== null}
            discountRefused={discountRefusal(failure)}
            termsAccepted={termsAccepted}
            onTermsChange={acceptTerms}
            termsError={errors[TERMS_FIELD] ?? undefined}
            {...(courses ? { digitalConsent: { given: digitalConsent, onChange: consentToDigital, error: errors[DIGITAL_CONSENT_FIELD] ?? undefined } } : {})}
          />
        </form>
      )}
    </section>
  );
}
