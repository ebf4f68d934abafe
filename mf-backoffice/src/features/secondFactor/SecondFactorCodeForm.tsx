import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { isApiError } from '@inercise/shared';
import { useTranslation } from '@inercise/shared/react-i18n';
import { TextField } from '@inercise/shared/form-field';
import { ErrorMessage } from '../common/ErrorMessage';
import styles from '../common/backoffice.module.css';

/** What the field takes: the six digits of the authenticator app, or (at login) one of the recovery codes too. */
export type SecondFactorCodeKind = 'app' | 'appOrRecovery';

/** An action the typed code is for: the API call; what it throws is shown under the field. */
export interface CodeAction {
  label: string;
  run: (code: string) => Promise<void>;
}

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
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const app = kind === 'app';

  const run = async (action: CodeAction) => {
    const typed = code.trim();
    // The app always shows six digits; a recovery code has letters, so at login anything not empty goes to the API.
    if (app ? !/^\d{6}$/.test(typed) : !typed) {
      setMissing(true);
      field.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await action.run(typed);
      setCode('');
    } catch (failure) {
      setError(failure);
      field.current?.focus();
    } finally {
      setBusy(false);
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run(submit);
  };

  const errorId = `${id}-refusal`;
  const codeRefused = isApiError(error) && error.field === 'code';
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      {children}
      <TextField
        ref={field}
        label={app ? t('secondFactor.firstCode') : t('secondFactor.code')}
        hint={app ? undefined : t('secondFactor.codeHint')}
        error={missing ? (app ? t('secondFactor.sixDigits') : t('secondFactor.codeRequired')) : undefined}
        errorMessageId={codeRefused ? errorId : undefined}
        required
        autoComplete="one-time-code"
        {...(app ? { inputMode: 'numeric' as const } : { autoCapitalize: 'characters', spellCheck: false })}
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          setMissing(false);
        }}
      />
      <ErrorMessage id={errorId} error={error} />
      <button type="submit" className={styles.primary} disabled={busy}>
        {submit.label}
      </button>
      {other ? (
        <>
          {' '}
          <button type="button" className={styles.secondary} disabled={busy} onClick={() => void run(other)}>
            {other.label}
          </button>
        </>
      ) : null}
    </form>
  );
}
