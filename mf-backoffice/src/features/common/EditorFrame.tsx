import type { ReactNode } from 'react';
import { Link } from '@inercise/shared/router';
import { isApiError, useLocalize, type Loaded } from '@inercise/shared';
import { AdminOnly } from '../access/AdminOnly';
import { LoadFailure } from './LoadFailure';
import { Notice, type NoticeMessage } from './Notice';
import type { EditedId } from './useEditedId';
import styles from './backoffice.module.css';

interface EditorFrameTexts {
  /** The link back to the list ("All products"). */
  back: string;
  loading: string;
  /** Put before the reason when loading fails. */
  failed: string;
  /** Said when the address names nothing there is ("There is no such product."). */
  missing: string;
}

/**
 * The page of one thing to edit (a product, an article): the way back to its list, the title, then what became of
 * loading it (still loading, not found, or failed with a retry), the outcome of the last save, and the form. Until
 * the API has answered for this session nothing of the back office shows.
 */
export function EditorFrame({
  token,
  state,
  edited,
  shown,
  listRoute,
  title,
  texts,
  intro,
  notice,
  children,
}: {
  token: string | null;
  state: Loaded<unknown>;
  edited: EditedId;
  /** Whether the thing is at hand (loaded, or as the last save answered it): until then its loading is said. */
  shown: boolean;
  /** The list's route, before the page's language ("/admin/products"). */
  listRoute: string;
  title: string;
  texts: EditorFrameTexts;
  /** Said under the title (a product's key). */
  intro?: ReactNode;
  notice: NoticeMessage;
  children: ReactNode;
}) {
  const localize = useLocalize();
  const missing =
    (state.status === 'ready' && !edited.isNew && edited.id === null) || (state.status === 'failed' && isApiError(state.error) && state.error.status === 404);
  return (
    <AdminOnly token={token} state={state} loading={texts.loading}>
      <p>
        <Link className={styles.link} to={localize(listRoute)}>
          ← {texts.back}
        </Link>
      </p>
      <h1>{title}</h1>
      {intro}
      {state.status === 'loading' && !shown ? (
        <p role="status" className={styles.muted}>
          {texts.loading}
        </p>
      ) : null}
      {missing ? (
        <p role="alert" className={styles.error}>
          {texts.missing}
        </p>
      ) : null}
      {state.status === 'failed' && !missing ? <LoadFailure what={texts.failed} error={state.error} retry={state.retry} /> : null}
      <Notice notice={notice} />
      {children}
    </AdminOnly>
  );
}
