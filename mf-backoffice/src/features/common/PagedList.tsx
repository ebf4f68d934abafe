import type { ReactNode } from 'react';
import type { Loaded, Page } from '@inercise/shared';
import { LoadFailure } from './LoadFailure';
import { Pager } from './Pager';
import styles from './backoffice.module.css';

interface PagedListTexts {
  /** Said while the page loads ("Loading the messages…"). */
  loading: string;
  /** Put before the reason when it fails ("The messages could not be loaded."). */
  failed: string;
  /** Said when the page holds nothing. */
  empty: string;
  /** Said above the rows, from the count of all the list holds ("12 orders found"); nothing when absent. */
  found?: (count: number) => string;
}

/**
 * One page of a back-office list, in each of its states: loading, failed (with the reason and a retry), empty, or its
 * rows drawn by `children` with the pager under them. Every list screen looks and speaks the same way.
 */
export function PagedList<T>({
  state,
  texts,
  onPage,
  emptyClassName,
  children,
}: {
  state: Loaded<Page<T>>;
  texts: PagedListTexts;
  onPage: (page: number) => void;
  /** How the empty state looks: a muted line unless the list asks for another (a filtered list's `nothingFound`). */
  emptyClassName?: string;
  children: (rows: T[], page: Page<T>) => ReactNode;
}) {
  if (state.status === 'loading' || state.status === 'idle') {
    return (
      <p role="status" className={styles.muted}>
        {texts.loading}
      </p>
    );
  }
  if (state.status === 'failed') return <LoadFailure what={texts.failed} error={state.error} retry={state.retry} />;
  if (state.data.content.length === 0) return <p className={emptyClassName ?? styles.muted}>{texts.empty}</p>;
  return (
    <>
      {texts.found ? <p className={styles.muted}>{texts.found(state.data.totalElements)}</p> : null}
      {children(state.data.content, state.data)}
      <Pager page={state.data.number} pages={state.data.totalPages} onPage={onPage} />
    </>
  );
}
