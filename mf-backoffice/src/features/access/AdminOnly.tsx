import { useState, type ReactNode } from 'react';
import { selectSessionRestoring, useAppSelector, type LoadState } from '@inercise/shared';
import { useTranslation } from '@inercise/shared/react-i18n';
import { AccessNotice } from './AccessNotice';
import { SecondFactorEnrolment } from '../secondFactor/SecondFactorEnrolment';
import { SecondFactorPrompt } from '../secondFactor/SecondFactorPrompt';
import { accessProblemOf } from './accessProblem';
import { BackOfficeLayout } from '../layout/BackOfficeLayout';
import styles from '../common/backoffice.module.css';

/**
 * A back-office screen, shown only once the API has answered its first call for this session: before that nothing
 * of the back office is drawn (a customer would otherwise see its menu until the refusal arrives). Without a
 * session, or when the API refuses it, the matching notice instead.
 */
export function AdminOnly({ token, state, loading, children }: { token: string | null; state: LoadState<unknown> & { retry?: () => void }; loading: string; children: ReactNode }) {
  const { t } = useTranslation('backoffice');
  const [admitted, setAdmitted] = useState(false);
  // A session kept from an earlier visit is still being restored: no verdict yet, the loading text meanwhile.
  const restoring = useAppSelector(selectSessionRestoring);
  // Kept for the session: a later reload of the same screen (filters, paging) keeps the frame on screen.
  if (state.status === 'ready' && !admitted) setAdmitted(true);
  if (!token && !restoring) return <AccessNotice problem="logIn" />;
  const problem = state.status === 'failed' ? accessProblemOf(state.error) : null;
  // The second factor's screens: once passed (or turned on), the page's call is made again.
  const again = () => (state.retry ? state.retry() : window.location.reload());
  if (problem === 'secondFactor' && token) return <SecondFactorPrompt token={token} onPassed={again} />;
  if (problem === 'enrolFirst' && token) {
    return (
      <section className={styles.page} aria-labelledby="second-factor-title">
        <h1 id="second-factor-title">{t('secondFactor.requiredTitle')}</h1>
        <SecondFactorEnrolment token={token} onDone={again} />
      </section>
    );
  }
  if (problem && problem !== 'secondFactor' && problem !== 'enrolFirst') return <AccessNotice problem={problem} />;
  if (!token || (!admitted && state.status !== 'failed')) {
    return (
      <div className={styles.page}>
        <p role="status" className={styles.muted}>
          {loading}
        </p>
      </div>
    );
  }
  return <BackOfficeLayout>{children}</BackOfficeLayout>;
}
