import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { ContactFormSchema, callEndpoint, getRuntimeConfig } from '@inercise/shared';
import { sendContactMessage } from '@inercise/shared/endpoints/contact';
import { TextArea, TextField, useForm } from '@inercise/shared/form-field';
import { useBotCheck } from '@inercise/shared/bot-check';
import ui from '../../components/ui.module.css';
import styles from './ContactPage.module.css';

type Values = { name: string; emailAddress: string; message: string };
type Field = keyof Values;

const empty: Values = { name: '', emailAddress: '', message: '' };
const fields: readonly Field[] = ['name', 'emailAddress', 'message'];

/** The bot check was configured but not passed: said as the API says a failed one. */
const CAPTCHA_FAILED = 'captchaFailed';

/**
 * Name, e-mail and message. Sent only when the e-mail is valid and the message not empty (the shared
 * schema) and the bot check, when one is configured, passed; a failed send keeps everything typed and shows the
 * generic error (or the bot check's).
 */
export function ContactForm() {
  const { t, i18n } = useTranslation('content');
  const botCheck = useBotCheck(getRuntimeConfig().turnstile, i18n.language, t('common:botCheck.label'));
  const id = useId();
  const [values, setValues] = useState<Values>(empty);
  const [sent, setSent] = useState(false);
  const { form, errors, failure, busy, edited, submit, reset } = useForm(fields, (code, _field, error) =>
    // A refusal the shared texts do not word is the generic failure, as any failed send.
    error === undefined || i18n.exists(`common:${code}`) ? t(`common:${code}`) : t('common:errors.generic'),
  );

  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    edited(field);
    setSent(false);
    if (failure) reset();
  };

  const send = async (message: Values) => {
    setSent(false);
    if (botCheck.missing) throw new Error(CAPTCHA_FAILED);
    try {
      await callEndpoint(sendContactMessage, { body: { ...message, captchaResponseToken: botCheck.token } });
    } finally {
      // A token is good for one request.
      botCheck.renew();
    }
    setSent(true);
    setValues(empty);
  };

  // The bot check not passed here, or refused by the API (its refusal names the token, not a field of the form).
  const captchaFailed = failure instanceof Error && failure.message === CAPTCHA_FAILED;
  const statusText = sent ? t('contact.sent') : failure ? (captchaFailed ? t('common:errors.captchaFailed') : t('common:errors.generic')) : '';

  return (
    <form
      ref={form}
      className={styles.form}
      onSubmit={(event) => void submit(event, () => ContactFormSchema.safeParse({ ...values, emailAddress: values.emailAddress.trim() }), send)}
      noValidate
      aria-describedby={`${id}-status`}
    >
      <TextField id={`${id}-name`} name="name" label={t('contact.name')} value={values.name} onChange={change('name')} error={errors.name} autoComplete="name" />
      <TextField
        id={`${id}-email`}
        name="emailAddress"
        label={t('contact.email')}
        type="email"
        value={values.emailAddress}
        onChange={change('emailAddress')}
        error={errors.emailAddress}
        autoComplete="email"
      />
      <TextArea id={`${id}-message`} name="message" label={t('contact.message')} rows={6} value={values.message} onChange={change('message')} error={errors.message} />
      {botCheck.widget}
      <div className={styles.submitRow}>
        <button type="submit" className={ui.primary} disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('contact.sending') : t('contact.submit')}
        </button>
        <p id={`${id}-status`} role="status" className={failure ? styles.failed : styles.sent}>
          {statusText}
        </p>
      </div>
    </form>
  );
}
