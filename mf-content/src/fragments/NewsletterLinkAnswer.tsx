import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@inercise/shared';
import { useTranslation } from '@inercise/shared/react-i18n';
import { answerNewsletterLink, newsletterLinkIn, type NewsletterLinkAction } from './answerNewsletterLink';
import styles from './NewsletterForm.module.css';

type Outcome = 'working' | 'done' | 'invalid' | 'failed';

/**
 * The answer to a newsletter mail's link opened on any page (the confirming link, the unsubscribe link): it posts
 * the token once and says the outcome where the sign-up form is, brought into view. A link checker that only fetches
 * the page changes nothing; a reload asks again and gets the same answer.
 */
export function NewsletterLinkAnswer() {
  const { t } = useTranslation('content');
  const [link] = useState(() => (typeof window === 'undefined' ? null : newsletterLinkIn(window.location.search)));
  const [outcome, setOutcome] = useState<Outcome>('working');
  const box = useRef<HTMLParagraphElement>(null);
  const asked = useRef(false);

  useEffect(() => {
    if (!link || asked.current) return;
    asked.current = true;
    box.current?.scrollIntoView?.({ block: 'center' });
    box.current?.focus({ preventScroll: true });
    answerNewsletterLink(link.action, link.token).then(
      () => setOutcome('done'),
      (error: unknown) => setOutcome(error instanceof ApiError && error.status === 400 ? 'invalid' : 'failed'),
    );
  }, [link]);

  if (!link) return null;
  const texts: Record<NewsletterLinkAction, Record<Outcome, string>> = {
    confirm: { working: t('newsletter.confirming'), done: t('newsletter.confirmed'), invalid: t('newsletter.linkInvalid'), failed: t('common:errors.generic') },
    unsubscribe: { working: t('newsletter.unsubscribing'), done: t('newsletter.unsubscribed'), invalid: t('newsletter.linkInvalid'), failed: t('common:errors.generic') },
  };
  return (
    <p ref={box} tabIndex={-1} role={outcome === 'invalid' || outcome === 'failed' ? 'alert' : 'status'} className={styles.linkAnswer} data-outcome={outcome}>
      {texts[link.action][outcome]}
    </p>
  );
}
