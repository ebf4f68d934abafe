import { useTranslation } from '@inercise/shared/react-i18n';
import { LegalDocument } from './LegalDocument';
import { privacyPolicyText } from './privacyPolicyText';
import { usePageMeta } from '@inercise/shared';

export function PrivacyPolicyPage() {
  const { t } = useTranslation('content');
  usePageMeta(t('meta.privacy.title'), t('meta.privacy.description'));
  const retention = ['account', 'orders', 'contact', 'sessions', 'records', 'newsletter', 'logs'] as const;
  const purposes = ['contract', 'health', 'newsletter', 'analytics', 'webVitals', 'recipients'] as const;
  return (
    <LegalDocument
      document={privacyPolicyText}
      party={t('legal.controller')}
      summaries={[
        { title: t('legal.purposes.title'), points: purposes.map((key) => t(`legal.purposes.${key}`)) },
        { title: t('legal.retention.title'), points: retention.map((key) => t(`legal.retention.${key}`)) },
      ]}
    />
  );
}
