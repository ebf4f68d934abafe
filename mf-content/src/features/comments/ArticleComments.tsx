import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { callEndpoint, selectIsLoggedIn, SpaLink, useAppSelector, useInBrowser, useLoad, type ArticleComment } from '@inercise/shared';
import { articleComments } from '@inercise/shared/endpoints/comments';
import { CommentItem } from './CommentItem';
import { peekArticleComments } from './handedComments';
import { canWatchViewport, useNearViewport } from './useNearViewport';
import ui from '../../components/ui.module.css';
import styles from './ArticleComments.module.css';

// The form is a chunk of its own, fetched only when a logged-in customer reads an article.
const CommentForm = lazy(() => import(/* webpackChunkName: "comment-form" */ './CommentForm'));

/**
 * An article's approved comments (drawn by the server too, from the comments it hands over), then the form for a
 * logged-in customer or a link to log in. The login state is the browser's only: the server and the render that
 * adopts its markup show the link, the render after swaps in the form. Comments not handed over (the reader came
 * from another page of the shop) are asked for when the section nears the viewport.
 */
export function ArticleComments({ articleId }: { articleId: number }) {
  return <CommentsOf key={articleId} articleId={articleId} />;
}

function CommentsOf({ articleId }: { articleId: number }) {
  const { t } = useTranslation('content');
  const headingId = useId();
  const section = useRef<HTMLElement>(null);
  const inBrowser = useInBrowser();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [handed] = useState(() => peekArticleComments(articleId) !== undefined);
  const near = useNearViewport(section);
  const [asked, setAsked] = useState(false);
  const wanted = handed || near || asked;
  const comments = useLoad<ArticleComment[]>(wanted ? (signal) => callEndpoint(articleComments, { params: { id: articleId }, signal }) : null, [articleId, wanted], () => peekArticleComments(articleId));

  return (
    <section ref={section} className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('comments.title')}
      </h2>
      {comments.status === 'idle' && inBrowser && !canWatchViewport() && (
        <p className={styles.empty}>
          <button type="button" className={ui.textLink} onClick={() => setAsked(true)}>
            {t('comments.show')}
          </button>
        </p>
      )}
      {comments.status === 'ready' &&
        (comments.data.length === 0 ? (
          <p className={styles.empty}>{t('comments.empty')}</p>
        ) : (
          <ul className={styles.list}>
            {comments.data.map((comment) => (
              <CommentItem key={comment.id} comment={comment} />
            ))}
          </ul>
        ))}
      {comments.status === 'failed' && (
        <p role="alert" className={styles.empty}>
          {t('comments.failed')}{' '}
          <button type="button" className={ui.textLink} onClick={comments.retry}>
            {t('comments.retry')}
          </button>
        </p>
      )}
      {inBrowser && loggedIn ? (
        <Suspense fallback={null}>
          <CommentForm articleId={articleId} />
        </Suspense>
      ) : (
        <p className={styles.prompt}>
          {t('comments.logInPrompt')}{' '}
          <SpaLink to="/login" className={ui.textLink}>
            {t('comments.logIn')}
          </SpaLink>
        </p>
      )}
    </section>
  );
}
