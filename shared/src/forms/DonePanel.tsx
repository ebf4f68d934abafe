import { useEffect, useRef, type ReactNode } from 'react';
import styles from './DonePanel.module.css';

export interface DonePanelProps {
  /** Translated heading ("Password changed"). */
  title: string;
  /** Translated text of what happened and what comes next, announced as the panel appears. */
  children: ReactNode;
  /** Where to go now (a link home), below the text. */
  action?: ReactNode;
}

/**
 * What replaces a form once it is sent (registered, password changed). The form the shopper was in is gone, so the
 * heading takes the focus: reading starts again from it.
 */
export function DonePanel({ title, children, action }: DonePanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <p className={styles.text} role="status">
        {children}
      </p>
      {action}
    </>
  );
}
