import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { TextField, useForm, type Checked } from '@inercise/shared/form-field';
import { ErrorMessage } from '../common/ErrorMessage';
import { useErrorText } from '../common/errorText';
import styles from '../common/backoffice.module.css';

/** What the field takes: the six digits of the authenticator app, or (at login) one of the recovery codes too. */
export type SecondFactorCodeKind = 'app' | 'appOrRecovery';

/** An action the typed code is for: the API call; a refusal of the code is shown under the field. */
export interface CodeAction {
  label: string;
  run: (code: string) => Promise<void>;
}

const fields = ['code'] as const;

/**
 * The one form where the owner types a code for the second factor (turning it on, the login's second step, new
 * recovery codes, turning it off): the labelled one-time-code field, the action's button, busy while the API answers,
 * and a refusal said at once with the focus back in the field so the owner can type the code again.
 */
export function SecondFactorCodeForm({
  kind,
  submit,
  other,
  label,
  children,
}: {
  kind: SecondFactorCodeKind;
  submit: CodeAction;
  /** A second action on the same code (turning the factor off next to new recovery codes). */
  other?: CodeAction;
  /** The form's accessible name, where the page has no heading of its own for it. */
  label?: string;
  /** Shown at the top of the form. */
  children?: ReactNode;
}) {
  const { t } = useTranslation('backoffice');
  const errorText = useErrorText();
  const [code, setCode] = useState('');
  const app = kind === 'app';
  // The form's own problems are words of this form; the API's refusals are the back office's error texts.
  const lifecycle = useForm(fields, (problem, _field, error) => (error ? errorText(error) : problem === 'sixDigits' ? t('secondFactor.sixDigits') : t('secondFactor.codeRequired')));
  const { form, errors, failure, busy, edited } = lifecycle;

  // The app always shows six digits; a recovery code has letters, so at login anything not empty goes to the API.
  const check = (): Checked<string> => {
    const typed = code.trim();
    if (app ? /^\d{6}$/.test(typed) : typed !== '') return { success: true, data: typed };
    return { success: false, error: { issues: [{ path: ['code'], message: app ? 'sixDigits' : 'codeRequired' }] } };
  };
  const run = (event: FormEvent, action: CodeAction) =>
    void lifecycle.submit(event, check, async (typed) => {
      try {
        await action.run(typed);
      } catch (refusal) {
        // Whatever the refusal, the owner types the code again.
        form.current?.querySelector<HTMLElement>('[name="code"]')?.focus();
        throw refusal;
      }
      setCode('');
    });

  return (
    <form ref={form} onSubmit={(event) => run(event, submit)} noValidate aria-label={label}>
      {children}
      <TextField
        name="code"
        label={app ? t('secondFactor.firstCode') : t('secondFactor.code')}
        hint={app ? undefined : t('secondFactor.codeHint')}
        error={errors.code}
        required
        autoComplete="one-time-code"
        {...(app ? { inputMode: 'numeric' as const } : { autoCapitalize: 'characters', spellCheck: false })}
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          edited('code');
        }}
      />
      <ErrorMessage error={failure} />
      <button type="submit" className={styles.primary} disabled={busy}>
        {submit.label}
      </button>
      {other ? (
        <>
          {' '}
          <button type="button" className={styles.secondary} disabled={busy} onClick={(event) => run(event, other)}>
            {other.label}
          </button>
        </>
      ) : null}
    </form>
  );
}
