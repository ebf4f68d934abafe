import { useTranslation } from '@inercise/shared/react-i18n';
import { LegalDocument } from './LegalDocument';
import { privacyPolicyText } from './privacyPolicyText';
import { usePageMeta } from '@inercise/shared';

export function PrivacyPolicyPage() {
  const { t } = useTranslation('content');
  usePageMeta(t('meta.privacy.title'), t('meta.privacy.description'));
  const retention = ['account', 'orders', 'contact', 'sessions', 'records', 'newsletter', 'logs'] as const;
  return (
    <LegalDocument
      document={privacyPolicyText}
      summary={{ title: t('legal.retention.title'), points: retention.map((key) => t(`legal.retention.${key}`)) }}
    />
  );
}
