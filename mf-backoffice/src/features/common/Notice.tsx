import { useEffect, useRef } from 'react';
import styles from './backoffice.module.css';

/** What came of the owner's last save or change: done (said politely) or refused (said at once); null for nothing. */
export type NoticeMessage = { kind: 'done' | 'refused'; text: string } | null;

/**
 * The outcome of a save or a change, above the form. It takes the focus each time it changes: the form or the row the
 * owner used is often drawn anew, so the outcome is read out wherever they pressed.
 */
export function Notice({ notice }: { notice: NoticeMessage }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice) ref.current?.focus();
  }, [notice]);
  return (
    <div ref={ref} tabIndex={-1} className={styles.outcome}>
      {notice?.kind === 'done' ? (
        <p role="status" className={styles.info}>
          {notice.text}
        </p>
      ) : null}
      {notice?.kind === 'refused' ? (
        <p role="alert" className={styles.error}>
          {notice.text}
        </p>
      ) : null}
    </div>
  );
}
