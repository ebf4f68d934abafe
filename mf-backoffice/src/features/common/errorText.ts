import { useTranslation } from '@inercise/shared/react-i18n';
import { isApiError } from '@inercise/shared';

/** The API's error codes the back office can meet, each with a text of its own (api/README.md, "Back office API"). */
type BackOfficeErrorCode =
  | 'adminOnly'
  | 'adminSessionExpired'
  | 'adminSessionIdle'
  | 'secondFactorRequired'
  | 'secondFactorEnrolmentRequired'
  | 'wrongSecondFactorCode'
  | 'secondFactorLocked'
  | 'secondFactorAlreadyEnrolled'
  | 'secondFactorNotStarted'
  | 'secondFactorNotEnrolled'
  | 'unauthorized'
  | 'statusMoveNotAllowed'
  | 'orderChangedMeanwhile'
  | 'reasonRequired'
  | 'trackingNumberOnlyWhenShipped'
  | 'deadlineInThePast'
  | 'orderNotAwaitingPayment'
  | 'invalidDate'
  | 'invalidDateRange'
  | 'orderNotFound'
  | 'invoiceNotFound'
  | 'invalidInvoiceNumber'
  | 'contactMessageNotFound'
  | 'subscriberNotFound'
  | 'discountCodeInvalid'
  | 'discountCodeTaken'
  | 'discountKindMismatch'
  | 'discountPercentInvalid'
  | 'discountAmountInvalid'
  | 'discountCurrencyRequired'
  | 'discountLimitInvalid'
  | 'discountCustomerLimitAboveTotal'
  | 'discountEndInPast'
  | 'discountCodeNotFound'
  | 'tooLong'
  | 'partnerNameLength'
  | 'invalidWebsite'
  | 'partnerNameTaken'
  | 'partnerNotFound'
  | 'imageType'
  | 'imageTooSmall'
  | 'imageTooLarge'
  | 'imageFileTooLarge'
  | 'serverBusy'
  | 'imageNotFound'
  | 'productNotFound'
  | 'productTypeNotFound'
  | 'productFieldRequired'
  | 'priceInvalid'
  | 'previousPriceNotHigher'
  | 'vatRateInvalid'
  | 'shippingWeightInvalid'
  | 'shipmentWeightInvalid'
  | 'shipmentPriceInvalid'
  | 'shipmentBandsEmpty'
  | 'shipmentBandsTooMany'
  | 'shipmentWeightRepeated'
  | 'daysToShipInvalid'
  | 'optionKindTaken'
  | 'productImageRequired'
  | 'optionNotFound'
  | 'cartItemUnavailable'
  | 'articleNotFound'
  | 'articleTitleRequired'
  | 'articleBodyRequired'
  | 'articleAuthorRequired'
  | 'articleImageRequired'
  | 'articleImageInvalid'
  | 'articleCategoryNotFound'
  | 'generic'
  | 'network';

const known = new Set<string>([
  'adminOnly',
  'adminSessionExpired',
  'adminSessionIdle',
  'secondFactorRequired',
  'secondFactorEnrolmentRequired',
  'wrongSecondFactorCode',
  'secondFactorLocked',
  'secondFactorAlreadyEnrolled',
  'secondFactorNotStarted',
  'secondFactorNotEnrolled',
  'unauthorized',
  'statusMoveNotAllowed',
  'orderChangedMeanwhile',
  'reasonRequired',
  'trackingNumberOnlyWhenShipped',
  'deadlineInThePast',
  'orderNotAwaitingPayment',
  'invalidDate',
  'invalidDateRange',
  'orderNotFound',
  'invoiceNotFound',
  'invalidInvoiceNumber',
  'contactMessageNotFound',
  'subscriberNotFound',
  'discountCodeInvalid',
  'discountCodeTaken',
  'discountKindMismatch',
  'discountPercentInvalid',
  'discountAmountInvalid',
  'discountCurrencyRequired',
  'discountLimitInvalid',
  'discountCustomerLimitAboveTotal',
  'discountEndInPast',
  'discountCodeNotFound',
  'partnerNameLength',
  'invalidWebsite',
  'partnerNameTaken',
  'partnerNotFound',
  'imageType',
  'imageTooSmall',
  'imageTooLarge',
  'imageFileTooLarge',
  'serverBusy',
  'imageNotFound',
  'productNotFound',
  'productTypeNotFound',
  'productFieldRequired',
  'priceInvalid',
  'previousPriceNotHigher',
  'vatRateInvalid',
  'shippingWeightInvalid',
  'shipmentWeightInvalid',
  'shipmentPriceInvalid',
  'shipmentBandsEmpty',
  'shipmentBandsTooMany',
  'shipmentWeightRepeated',
  'daysToShipInvalid',
  'optionKindTaken',
  'productImageRequired',
  'optionNotFound',
  'cartItemUnavailable',
  'articleNotFound',
  'articleTitleRequired',
  'articleBodyRequired',
  'articleAuthorRequired',
  'articleImageRequired',
  'articleImageInvalid',
  'articleCategoryNotFound',
]);

/** Which text an error gets: the API's code when it is one we word, no answer at all, or the generic text. */
function errorCodeOf(error: unknown): BackOfficeErrorCode {
  if (!isApiError(error)) return 'generic';
  if (error.status === 0) return 'network';
  if (known.has(error.message)) return error.message as BackOfficeErrorCode;
  // The API's checks answer a too-long text with the shared message key; the contracts' schemas, checked in the
  // browser, with their own code.
  if (error.message === 'validation.tooLong' || error.message === 'tooLong') return 'tooLong';
  if (error.status === 404) return 'orderNotFound';
  return 'generic';
}

/** The translated text of any error the back office meets. */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation('backoffice');
  const texts: Record<BackOfficeErrorCode, string> = {
    adminOnly: t('errors.adminOnly'),
    adminSessionExpired: t('errors.adminSessionExpired'),
    adminSessionIdle: t('errors.adminSessionIdle'),
    secondFactorRequired: t('errors.secondFactorRequired'),
    secondFactorEnrolmentRequired: t('errors.secondFactorEnrolmentRequired'),
    wrongSecondFactorCode: t('errors.wrongSecondFactorCode'),
    secondFactorLocked: t('errors.secondFactorLocked'),
    secondFactorAlreadyEnrolled: t('errors.secondFactorAlreadyEnrolled'),
    secondFactorNotStarted: t('errors.secondFactorNotStarted'),
    secondFactorNotEnrolled: t('errors.secondFactorNotEnrolled'),
    unauthorized: t('errors.unauthorized'),
    statusMoveNotAllowed: t('errors.statusMoveNotAllowed'),
    orderChangedMeanwhile: t('errors.orderChangedMeanwhile'),
    reasonRequired: t('errors.reasonRequired'),
    trackingNumberOnlyWhenShipped: t('errors.trackingNumberOnlyWhenShipped'),
    deadlineInThePast: t('errors.deadlineInThePast'),
    orderNotAwaitingPayment: t('errors.orderNotAwaitingPayment'),
    invalidDate: t('errors.invalidDate'),
    invalidDateRange: t('errors.invalidDateRange'),
    orderNotFound: t('errors.orderNotFound'),
    invoiceNotFound: t('errors.invoiceNotFound'),
    invalidInvoiceNumber: t('errors.invalidInvoiceNumber'),
    contactMessageNotFound: t('errors.contactMessageNotFound'),
    subscriberNotFound: t('errors.subscriberNotFound'),
    discountCodeInvalid: t('errors.discountCodeInvalid'),
    discountCodeTaken: t('errors.discountCodeTaken'),
    discountKindMismatch: t('errors.discountKindMismatch'),
    discountPercentInvalid: t('errors.discountPercentInvalid'),
    discountAmountInvalid: t('errors.discountAmountInvalid'),
    discountCurrencyRequired: t('errors.discountCurrencyRequired'),
    discountLimitInvalid: t('errors.discountLimitInvalid'),
    discountCustomerLimitAboveTotal: t('errors.discountCustomerLimitAboveTotal'),
    discountEndInPast: t('errors.discountEndInPast'),
    discountCodeNotFound: t('errors.discountCodeNotFound'),
    tooLong: t('errors.tooLong'),
    partnerNameLength: t('errors.partnerNameLength'),
    invalidWebsite: t('errors.invalidWebsite'),
    partnerNameTaken: t('errors.partnerNameTaken'),
    partnerNotFound: t('errors.partnerNotFound'),
    imageType: t('errors.imageType'),
    imageTooSmall: t('errors.imageTooSmall'),
    imageTooLarge: t('errors.imageTooLarge'),
    imageFileTooLarge: t('errors.imageFileTooLarge'),
    serverBusy: t('errors.serverBusy'),
    imageNotFound: t('errors.imageNotFound'),
    productNotFound: t('errors.productNotFound'),
    productTypeNotFound: t('errors.productTypeNotFound'),
    productFieldRequired: t('errors.productFieldRequired'),
    priceInvalid: t('errors.priceInvalid'),
    previousPriceNotHigher: t('errors.previousPriceNotHigher'),
    vatRateInvalid: t('errors.vatRateInvalid'),
    shippingWeightInvalid: t('errors.shippingWeightInvalid'),
    shipmentWeightInvalid: t('errors.shipmentWeightInvalid'),
    shipmentPriceInvalid: t('errors.shipmentPriceInvalid'),
    shipmentBandsEmpty: t('errors.shipmentBandsEmpty'),
    shipmentBandsTooMany: t('errors.shipmentBandsTooMany'),
    shipmentWeightRepeated: t('errors.shipmentWeightRepeated'),
    daysToShipInvalid: t('errors.daysToShipInvalid'),
    optionKindTaken: t('errors.optionKindTaken'),
    productImageRequired: t('errors.productImageRequired'),
    optionNotFound: t('errors.optionNotFound'),
    cartItemUnavailable: t('errors.cartItemUnavailable'),
    articleNotFound: t('errors.articleNotFound'),
    articleTitleRequired: t('errors.articleTitleRequired'),
    articleBodyRequired: t('errors.articleBodyRequired'),
    articleAuthorRequired: t('errors.articleAuthorRequired'),
    articleImageRequired: t('errors.articleImageRequired'),
    articleImageInvalid: t('errors.articleImageInvalid'),
    articleCategoryNotFound: t('errors.articleCategoryNotFound'),
    generic: t('errors.generic'),
    network: t('errors.network'),
  };
  return (error) => texts[errorCodeOf(error)];
}
