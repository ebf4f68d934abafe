import { useState } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { callEndpoint } from '@inercise/shared';
import { resendActivation } from '@inercise/shared/endpoints/users';
import { FormMessage } from '../forms/FormMessage';
import styles from '../forms/form.module.css';

type State = 'idle' | 'sending' | 'sent' | 'failed';

/**
 * Shown when the login says the account is not active: a new activation link for the e-mail typed, once per
 * login attempt (the API limits it further and answers the same for every address).
 */
export function ResendActivation({ email }: { email: string }) {
  const { t } = useTranslation('account');
  const [state, setState] = useState<State>('idle');

  const resend = async () => {
    setState('sending');
    try {
      await callEndpoint(resendActivation, { body: { emailAddress: email } });
      setState('sent');
    } catch {
      setState('failed');
    }
  };

  if (state === 'sent') return <FormMessage tone="info">{t('login.activationResent')}</FormMessage>;
  return (
    <>
      {state === 'failed' ? <FormMessage>{t('login.resendFailed')}</FormMessage> : null}
      <button
        type="button"
        className={`${styles.textButton} ${styles.inlineStart}`}
        disabled={state === 'sending'}
        aria-busy={state === 'sending' || undefined}
        onClick={() => void resend()}
      >
        {t('login.resendActivation')}
      </button>
    </>
  );
}
