import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { Link, useSearchParams } from '@inercise/shared/router';
import { ActivateAccountFormSchema, callEndpoint, useLocalize } from '@inercise/shared';
import { activateAccount } from '@inercise/shared/endpoints/users';
import { TextField, useForm } from '@inercise/shared/form-field';
import pageStyles from '../page.module.css';
import styles from '../forms/form.module.css';
import { FormMessage } from '../forms/FormMessage';
import type { LoginLocationState } from '../login/LoginPage';
import { useAccountPageMeta } from '../auth/useAccountPageMeta';

const FIELDS = ['password'] as const;

/**
 * /activate-account?token=: whoever opened the mailed link confirms the account's password here (the one chosen at
 * registration, or a new one) before the account opens: a registration someone else made with this address gets
 * the mailbox owner's password, not theirs. Then the ways on (home, login).
 */
export function ActivatePage() {
  useAccountPageMeta('activate');
  const { t } = useTranslation('account');
  const localize = useLocalize();
  const id = useId();
  const [search] = useSearchParams();
  const token = search.get('token');
  const [password, setPassword] = useState('');
  const [activated, setActivated] = useState(false);
  // A refusal of the link itself (used, expired, unknown) is the one failure text; the password's problems sit at its field.
  const { form, errors, failure, busy, edited, submit } = useForm(FIELDS, (code, _field, refusal) => (refusal && code === 'invalidToken' ? t('activate.failed') : t(`common:${code}`)));
  const loginState: LoginLocationState = { fromActivation: true };

  const send = async (payload: { password: string }) => {
    await callEndpoint(activateAccount, { body: { token: token ?? '', password: payload.password } });
    setActivated(true);
  };
  const activate = (event: FormEvent) => (busy ? event.preventDefault() : submit(event, () => ActivateAccountFormSchema.safeParse({ password }), send));

  return (
    <section className={pageStyles.page}>
      <div className={styles.card}>
        <h1>{t('activate.title')}</h1>
        {activated ? (
          <div className={styles.form}>
            <FormMessage tone="info">{t('activate.success')}</FormMessage>
          </div>
        ) : !token ? (
          // A link without its token cannot succeed: said at once, nothing asked.
          <div className={styles.form}>
            <FormMessage>{t('activate.failed')}</FormMessage>
          </div>
        ) : (
          <form ref={form} className={styles.form} noValidate onSubmit={(event) => void activate(event)}>
            <p className={pageStyles.intro}>{t('activate.intro')}</p>
            {failure ? <FormMessage>{t('activate.failed')}</FormMessage> : null}
            <TextField
              id={`${id}-password`}
              label={t('activate.password')}
              type="password"
              autoComplete="new-password"
              name="password"
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                edited('password');
              }}
              error={errors.password}
              hint={t('form.passwordHint')}
            />
            <button type="submit" className={styles.primary} disabled={busy} aria-busy={busy || undefined}>
              {t('activate.submit')}
            </button>
          </form>
        )}
        <div className={styles.actions}>
          <Link to={localize('/login')} state={loginState} className={activated ? styles.primary : styles.secondary}>
            {t('activate.login')}
          </Link>
          <Link to={localize('/')} className={styles.secondary}>
            {t('activate.home')}
          </Link>
        </div>
      </div>
    </section>
  );
}
