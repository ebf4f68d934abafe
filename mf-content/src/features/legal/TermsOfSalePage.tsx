import { useTranslation } from '@inercise/shared/react-i18n';
import { LegalDocument } from './LegalDocument';
import { termsOfSaleText } from '@inercise/shared/legal';
import { usePageMeta } from '@inercise/shared';

export function TermsOfSalePage() {
  const { t } = useTranslation('content');
  usePageMeta(t('meta.terms.title'), t('meta.terms.description'));
  return <LegalDocument document={termsOfSaleText} party={t('legal.seller')} />;
}
