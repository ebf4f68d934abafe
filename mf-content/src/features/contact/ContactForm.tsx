import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { ContactFormSchema, firstErrorPerField, getRuntimeConfig, isApiError } from '@inercise/shared';
import { TextArea, TextField } from '@inercise/shared/form-field';
import { useBotCheck } from '@inercise/shared/bot-check';
import { sendContactMessage } from './sendContactMessage';
import ui from '../../components/ui.module.css';
import styles from './ContactPage.module.css';

type Values = { name: string; emailAddress: string; message: string };
type Status = 'idle' | 'sending' | 'sent' | 'failed' | 'captchaFailed';

const empty: Values = { name: '', emailAddress: '', message: '' };
const fieldOrder: (keyof Values)[] = ['name', 'emailAddress', 'message'];

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
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [status, setStatus] = useState<Status>('idle');
  const fields = useRef<Partial<Record<keyof Values, HTMLInputElement | HTMLTextAreaElement | null>>>({});

  const change = (field: keyof Values) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    if (status === 'sent' || status === 'failed' || status === 'captchaFailed') setStatus('idle');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ContactFormSchema.safeParse({ ...values, emailAddress: values.emailAddress.trim() });
    if (!parsed.success) {
      const found = firstErrorPerField(parsed.error) as Partial<Record<keyof Values, string>>;
      setErrors(found);
      const first = fieldOrder.find((field) => found[field]);
      if (first) fields.current[first]?.focus();
      return;
    }
    setErrors({});
    if (botCheck.missing) {
      setStatus('captchaFailed');
      return;
    }
    setStatus('sending');
    try {
      await sendContactMessage(parsed.data, botCheck.token);
      setStatus('sent');
      setValues(empty);
    } catch (error) {
      setStatus(isApiError(error) && error.message === 'captchaFailed' ? 'captchaFailed' : 'failed');
    }
    botCheck.renew();
  };

  const errorText = (field: keyof Values) => {
    const key = errors[field];
    return key ? t(`common:${key}`) : undefined;
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-describedby={`${id}-status`}>
      <TextField
        id={`${id}-name`}
        label={t('contact.name')}
        value={values.name}
        onChange={change('name')}
        error={errorText('name')}
        autoComplete="name"
        ref={(element) => {
          fields.current.name = element;
        }}
      />
      <TextField
        id={`${id}-email`}
        label={t('contact.email')}
        type="email"
        value={values.emailAddress}
        onChange={change('emailAddress')}
        error={errorText('emailAddress')}
        autoComplete="email"
        ref={(element) => {
          fields.current.emailAddress = element;
        }}
      />
      <TextArea
        id={`${id}-message`}
        label={t('contact.message')}
        rows={6}
        value={values.message}
        onChange={change('message')}
        error={errorText('message')}
        ref={(element) => {
          fields.current.message = element;
        }}
      />
      {botCheck.widget}
      <div className={styles.submitRow}>
        <button type="submit" className={ui.primary} disabled={status === 'sending'}>
          {status === 'sending' ? t('contact.sending') : t('contact.submit')}
        </button>
        <p id={`${id}-status`} role="status" className={status === 'failed' || status === 'captchaFailed' ? styles.failed : styles.sent}>
          {status === 'sent' ? t('contact.sent') : status === 'failed' ? t('common:errors.generic') : status === 'captchaFailed' ? t('common:errors.captchaFailed') : ''}
        </p>
      </div>
    </form>
  );
}
