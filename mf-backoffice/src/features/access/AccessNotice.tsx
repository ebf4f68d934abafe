import { useTranslation } from '@inercise/shared/react-i18n';
import { Link } from '@inercise/shared/router';
import { useLocalize } from '@inercise/shared';
import type { AccessProblem } from './accessProblem';
import styles from '../common/backoffice.module.css';

/**
 * What someone who may not see the back office gets instead of it: a way to log in, or a plain refusal. It shows
 * nothing of the shop's data, not even the back office's menu.
 */
export function AccessNotice({ problem }: { problem: Exclude<AccessProblem, 'secondFactor' | 'enrolFirst'> }) {
  const { t } = useTranslation('backoffice');
  const localize = useLocalize();
  const texts: Record<Exclude<AccessProblem, 'secondFactor' | 'enrolFirst'>, { title: string; text: string; link: string; to: string }> = {
    logIn: { title: t('access.logInTitle'), text: t('access.logInText'), link: t('access.logIn'), to: '/login' },
    sessionExpired: { title: t('access.expiredTitle'), text: t('access.expiredText'), link: t('access.logInAgain'), to: '/login' },
    sessionIdle: { title: t('access.expiredTitle'), text: t('access.idleText'), link: t('access.logInAgain'), to: '/login' },
    notAllowed: { title: t('access.notAllowedTitle'), text: t('access.notAllowedText'), link: t('access.toShop'), to: '/' },
  };
  const shown = texts[problem];
  return (
    <section className={`${styles.page} ${styles.notice}`} aria-labelledby="backoffice-access">
      <h1 id="backoffice-access">{shown.title}</h1>
      <p className={styles.intro}>{shown.text}</p>
      <Link to={localize(shown.to)} className={styles.primary}>
        {shown.link}
      </Link>
    </section>
  );
}
