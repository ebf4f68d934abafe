import type { ReactNode } from 'react';
import styles from './form.module.css';

/** A message about the whole form (a server answer, or one text for several fields), announced when it appears. */
export function FormMessage({ id, tone = 'error', children }: { id?: string; tone?: 'error' | 'info'; children: ReactNode }) {
  return (
    <p id={id} className={tone === 'error' ? styles.formError : styles.formInfo} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
