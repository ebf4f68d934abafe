import { useTranslation } from '@inercise/shared/react-i18n';
import { callEndpoint } from '@inercise/shared';
import { loginSecondFactor } from '@inercise/shared/endpoints/secondFactorLogin';
import { SecondFactorCodeForm } from './SecondFactorCodeForm';
import styles from '../common/backoffice.module.css';

/**
 * The login's second step for an owner with two-step login on: a code of the authenticator app, or one of the
 * recovery codes (each works once). Nothing of the back office shows until it passes.
 */
export function SecondFactorPrompt({ token, onPassed }: { token: string; onPassed: () => void }) {
  const { t } = useTranslation('backoffice');
  const pass = async (code: string) => {
    await callEndpoint(loginSecondFactor, { token, body: { code } });
    onPassed();
  };
  return (
    <section className={`${styles.page} ${styles.notice}`} aria-labelledby="second-factor-prompt">
      <h1 id="second-factor-prompt">{t('secondFactor.promptTitle')}</h1>
      <p className={styles.intro}>{t('secondFactor.promptText')}</p>
      <SecondFactorCodeForm kind="appOrRecovery" submit={{ label: t('secondFactor.verify'), run: pass }} />
    </section>
  );
}
