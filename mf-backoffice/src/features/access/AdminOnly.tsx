import { useState, type ReactNode } from 'react';
import { selectSessionRestoring, useAppSelector, type LoadState } from '@inercise/shared';
import { AccessNotice } from './AccessNotice';
import { accessProblemOf } from './accessProblem';
import { BackOfficeLayout } from '../layout/BackOfficeLayout';
import styles from '../common/backoffice.module.css';

/**
 * A back-office screen, shown only once the API has answered its first call for this session: before that nothing
 * of the back office is drawn (a customer would otherwise see its menu until the refusal arrives). Without a
 * session, or when the API refuses it, the matching notice instead.
 */
export function AdminOnly({ token, state, loading, children }: { token: string | null; state: LoadState<unknown>; loading: string; children: ReactNode }) {
  const [admitted, setAdmitted] = useState(false);
  // A session kept from an earlier visit is still being restored: no verdict yet, the loading text meanwhile.
  const restoring = useAppSelector(selectSessionRestoring);
  // Kept for the session: a later reload of the same screen (filters, paging) keeps the frame on screen.
  if (state.status === 'ready' && !admitted) setAdmitted(true);
  if (!token && !restoring) return <AccessNotice problem="logIn" />;
  const problem = state.status === 'failed' ? accessProblemOf(state.error) : null;
  if (problem) return <AccessNotice problem={problem} />;
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
