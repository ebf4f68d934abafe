import { useTranslation } from '@inercise/shared/react-i18n';
import { callEndpoint, useLoad } from '@inercise/shared';
import { adminSecondFactorStatus } from '@inercise/shared/endpoints/adminSecondFactor';
import { LoadFailure } from '../common/LoadFailure';
import { SecondFactorChanges } from './SecondFactorChanges';
import { SecondFactorEnrolment } from './SecondFactorEnrolment';
import styles from '../common/backoffice.module.css';

/**
 * The dashboard's "Two-step login" section: on, with the recovery codes left and the ways to renew them or turn it
 * off, or the way to turn it on.
 */
export function SecondFactorCard({ token }: { token: string }) {
  const { t } = useTranslation('backoffice');
  const status = useLoad((signal) => callEndpoint(adminSecondFactorStatus, { token, signal }), [token]);
  return (
    <section aria-labelledby="second-factor-title">
      <h2 id="second-factor-title">{t('secondFactor.title')}</h2>
      {status.status === 'failed' ? <LoadFailure what={t('secondFactor.failed')} error={status.error} retry={status.retry} /> : null}
      {status.status === 'ready' && status.data.enrolled ? (
        <>
          <p className={styles.intro}>{t('secondFactor.on', { count: status.data.recoveryCodesLeft })}</p>
          <SecondFactorChanges token={token} onChanged={status.retry} />
        </>
      ) : null}
      {status.status === 'ready' && !status.data.enrolled ? <SecondFactorEnrolment token={token} onDone={status.retry} /> : null}
    </section>
  );
}
