import { useCallback, useRef, useState, type FormEvent, type RefObject } from 'react';

// The shop's one form lifecycle (docs/decisions/0039-one-form-lifecycle.md), beside FormField: a schema checks what
// was typed, each field's first problem goes under it, the first field at fault takes the focus, the form is busy
// while it sends, and a refusal of the API that names a field goes under that field; any other is the form's failure.
// Like FormField it imports only React, so a form's bundle gets no second copy of @inercise/shared.

/** One problem a zod schema found: where (the field first) and its code. */
export interface FormIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** What a schema's `safeParse` answers: the payload to send, or its problems. */
export type Checked<Payload> = { success: true; data: Payload } | { success: false; error: { issues: readonly FormIssue[] } };

/**
 * The text for a problem: a schema's code or a refusal's message, with the field it concerns (null for the whole
 * form) and, for a refusal, the error itself. Each team words its own (its translations, its error catalogue).
 */
export type DescribeProblem<Field extends string> = (code: string, field: Field | null, error?: unknown) => string;

export interface FormLifecycle<Field extends string> {
  /** The form's ref: fields are found by their `name` in it. */
  form: RefObject<HTMLFormElement | null>;
  /** Each field's text, where it has a problem. */
  errors: Partial<Record<Field, string>>;
  /** A refusal or failure that names none of the fields (null when there is none): said once, above the button. */
  failure: unknown;
  /** True while the form sends: its button is disabled and says so. */
  busy: boolean;
  /** A field's text goes as soon as it is edited; the next submit checks again. */
  edited: (field: Field) => void;
  /**
   * The form's submit handler: prevents the page load, checks, then sends what passed. `check` runs at submit time
   * (a schema's `safeParse` of the current values); `send` may throw the API's refusal.
   */
  submit: <Payload>(event: FormEvent, check: () => Checked<Payload>, send: (payload: Payload) => Promise<void>) => Promise<void>;
  /** Shows problems found outside the schema (a rule between two fields, a refusal read by hand), focusing the first. */
  showErrors: (found: Partial<Record<Field, string>>) => void;
  /** Clears every field's text and the failure (a form reset, a new item). */
  reset: () => void;
}

function fieldOf(error: unknown): unknown {
  return error && typeof error === 'object' && 'field' in error ? (error as { field: unknown }).field : null;
}

function messageOf(error: unknown): string {
  return error && typeof error === 'object' && 'message' in error && typeof (error as { message: unknown }).message === 'string' ? (error as { message: string }).message : '';
}

/**
 * The lifecycle of one form whose fields are `fields`, in the order they are shown (the first at fault takes the
 * focus). Each field's control carries `name={field}`. What the shopper typed is never touched.
 */
export function useForm<Field extends string>(fields: readonly Field[], describe: DescribeProblem<Field>): FormLifecycle<Field> {
  const form = useRef<HTMLFormElement | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  // Always the latest: a form may pass a new function each render.
  const describeRef = useRef(describe);
  describeRef.current = describe;
  const isField = useCallback((name: unknown): name is Field => fields.includes(name as Field), [fields]);

  const showErrors = useCallback(
    (found: Partial<Record<Field, string>>) => {
      setErrors(found);
      const first = fields.find((field) => found[field]);
      if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    },
    [fields],
  );

  const submit = useCallback(
    async <Payload>(event: FormEvent, check: () => Checked<Payload>, send: (payload: Payload) => Promise<void>) => {
      event.preventDefault();
      setFailure(null);
      const checked = check();
      if (!checked.success) {
        const found: Partial<Record<Field, string>> = {};
        let unplaced: FormIssue | null = null;
        for (const issue of checked.error.issues) {
          const field = issue.path[0];
          if (isField(field)) found[field] ??= describeRef.current(issue.message, field);
          else unplaced ??= issue;
        }
        showErrors(found);
        // A problem of no field (a rule of the whole payload) is still said, as the form's.
        if (unplaced && Object.keys(found).length === 0) setFailure(new Error(unplaced.message));
        return;
      }
      setErrors({});
      setBusy(true);
      try {
        await send(checked.data);
      } catch (error) {
        const field = fieldOf(error);
        if (isField(field)) showErrors({ [field]: describeRef.current(messageOf(error), field, error) } as Partial<Record<Field, string>>);
        else setFailure(error);
      } finally {
        setBusy(false);
      }
    },
    [isField, showErrors],
  );

  const edited = useCallback((field: Field) => setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current)), []);
  const reset = useCallback(() => {
    setErrors({});
    setFailure(null);
  }, []);

  return { form, errors, failure, busy, edited, submit, showErrors, reset };
}
