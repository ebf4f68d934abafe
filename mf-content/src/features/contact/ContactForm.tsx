import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { ContactFormSchema, firstErrorPerField } from '@inercise/shared';
import { TextArea, TextField } from '@inercise/shared/form-field';
import { sendContactMessage } from './sendContactMessage';
import ui from '../../components/ui.module.css';
import styles from './ContactPage.module.css';

type Values = { name: string; emailAddress: string; message: string };
type Status = 'idle' | 'sending' | 'sent' | 'failed';

const empty: Values = { name: '', emailAddress: '', message: '' };
const fieldOrder: (keyof Values)[] = ['name', 'emailAddress', 'message'];

/**
 * Name, e-mail and message. Sent only when the e-mail is valid and the message not empty (the shared
 * schema); a failed send keeps everything typed and shows the generic error.
 */
export function ContactForm() {
  const { t } = useTranslation('content');
  const id = useId();
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [status, setStatus] = useState<Status>('idle');
  const fields = useRef<Partial<Record<keyof Values, HTMLInputElement | HTMLTextAreaElement | null>>>({});

  const change = (field: keyof Values) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    if (status === 'sent' || status === 'failed') setStatus('idle');
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
    setStatus('sending');
    try {
      await sendContactMessage(parsed.data);
      setStatus('sent');
      setValues(empty);
    } catch {
      setStatus('failed');
    }
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
      <div className={styles.submitRow}>
        <button type="submit" className={ui.primary} disabled={status === 'sending'}>
          {status === 'sending' ? t('contact.sending') : t('contact.submit')}
        </button>
        <p id={`${id}-status`} role="status" className={status === 'failed' ? styles.failed : styles.sent}>
          {status === 'sent' ? t('contact.sent') : status === 'failed' ? t('common:errors.generic') : ''}
        </p>
      </div>
    </form>
  );
}
