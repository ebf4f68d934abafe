import { useTranslation } from '@inercise/shared/react-i18n';
import { isApiError } from '@inercise/shared';

/** The API's error codes the back office can meet, each with a text of its own (api/README.md, "Back office API"). */
export type BackOfficeErrorCode =
  | 'adminOnly'
  | 'adminSessionExpired'
  | 'unauthorized'
  | 'statusMoveNotAllowed'
  | 'orderChangedMeanwhile'
  | 'reasonRequired'
  | 'trackingNumberOnlyWhenShipped'
  | 'invalidDate'
  | 'invalidDateRange'
  | 'orderNotFound'
  | 'contactMessageNotFound'
  | 'subscriberNotFound'
  | 'tooLong'
  | 'generic'
  | 'network';

const known = new Set<string>([
  'adminOnly',
  'adminSessionExpired',
  'unauthorized',
  'statusMoveNotAllowed',
  'orderChangedMeanwhile',
  'reasonRequired',
  'trackingNumberOnlyWhenShipped',
  'invalidDate',
  'invalidDateRange',
  'orderNotFound',
  'contactMessageNotFound',
  'subscriberNotFound',
]);

/** Which text an error gets: the API's code when it is one we word, no answer at all, or the generic text. */
export function errorCodeOf(error: unknown): BackOfficeErrorCode {
  if (!isApiError(error)) return 'generic';
  if (error.status === 0) return 'network';
  if (known.has(error.message)) return error.message as BackOfficeErrorCode;
  // The API's checks answer a too-long text with the shared message key.
  if (error.message === 'validation.tooLong') return 'tooLong';
  if (error.status === 404) return 'orderNotFound';
  return 'generic';
}

/** The translated text of any error the back office meets. */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation('backoffice');
  const texts: Record<BackOfficeErrorCode, string> = {
    adminOnly: t('errors.adminOnly'),
    adminSessionExpired: t('errors.adminSessionExpired'),
    unauthorized: t('errors.unauthorized'),
    statusMoveNotAllowed: t('errors.statusMoveNotAllowed'),
    orderChangedMeanwhile: t('errors.orderChangedMeanwhile'),
    reasonRequired: t('errors.reasonRequired'),
    trackingNumberOnlyWhenShipped: t('errors.trackingNumberOnlyWhenShipped'),
    invalidDate: t('errors.invalidDate'),
    invalidDateRange: t('errors.invalidDateRange'),
    orderNotFound: t('errors.orderNotFound'),
    contactMessageNotFound: t('errors.contactMessageNotFound'),
    subscriberNotFound: t('errors.subscriberNotFound'),
    tooLong: t('errors.tooLong'),
    generic: t('errors.generic'),
    network: t('errors.network'),
  };
  return (error) => texts[errorCodeOf(error)];
}
