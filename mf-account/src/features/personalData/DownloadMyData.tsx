import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { TextField, useForm } from '@inercise/shared/form-field';
import { callEndpoint, ConfirmPasswordPayloadSchema, saveBlob, selectAccessToken, useAppSelector } from '@inercise/shared';
import { exportMyData } from '@inercise/shared/endpoints/personalData';
import { passwordRefusal } from '../confirmPassword/passwordRefusal';
import { FormMessage } from '../forms/FormMessage';
import styles from './DownloadMyData.module.css';

const FIELDS = ['password'] as const;

/**
 * "Download my data": the customer's copy of everything the shop holds about them, as a JSON file, once the password
 * is typed again (an open browser alone hands nobody the whole account).
 */
export function DownloadMyData() {
  const { t } = useTranslation('account');
  const token = useAppSelector(selectAccessToken);
  const id = useId();
  const [password, setPassword] = useState('');
  const [done, setDone] = useState(false);
  const { form, errors, failure, busy, submit } = useForm(FIELDS, (code) =>
    // The API names the field when the password is wrong; anything else about it is an empty or overlong field.
    code === 'wrongPassword' ? t('confirmPassword.wrongPassword') : t('common:validation.fillOutAllFields'),
  );
  const messageId = `${id}-message`;

  const download = async (given: { password: string }) => {
    // The API's JSON as it came: one line, keys in its order.
    const text = JSON.stringify(await callEndpoint(exportMyData, { token: token ?? '', body: given }));
    saveBlob(new Blob([text], { type: 'application/json' }), `inercise-my-data-${new Date().toISOString().slice(0, 10)}.json`);
    setPassword('');
    setDone(true);
  };

  const confirm = (event: FormEvent) => {
    setDone(false);
    return busy || !token ? event.preventDefault() : submit(event, () => ConfirmPasswordPayloadSchema.safeParse({ password }), download);
  };

  const refusal = failure ? passwordRefusal(failure) : null;
  const refusalText = { tooManyAttempts: t('confirmPassword.tooManyAttempts'), other: t('myData.failed') };

  return (
    <form ref={form} className={styles.block} noValidate onSubmit={(event) => void confirm(event)}>
      <p className={styles.intro}>{t('myData.intro')}</p>
      {errors.password ? <FormMessage id={messageId}>{errors.password}</FormMessage> : null}
      {refusal && !errors.password ? <FormMessage id={messageId}>{refusalText[refusal]}</FormMessage> : null}
      <TextField
        id={`${id}-password`}
        label={t('confirmPassword.label')}
        type="password"
        autoComplete="current-password"
        name="password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        errorMessageId={errors.password ? messageId : undefined}
      />
      <button type="submit" className={styles.button} disabled={busy} aria-busy={busy || undefined}>
        {busy ? t('myData.working') : t('myData.download')}
      </button>
      <p role="status" className={styles.status}>
        {done && !busy ? t('myData.done') : ''}
      </p>
    </form>
  );
}
