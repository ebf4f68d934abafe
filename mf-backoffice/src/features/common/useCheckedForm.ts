import { useRef, useState, type FormEvent } from 'react';
import { ApiError, isApiError } from '@inercise/shared';
import { useErrorText } from './errorText';

/** One problem the API's own schema found, as zod reports it: where (the field first) and the error code. */
interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** What a schema's safeParse answers: the payload to send, or its issues. */
type Checked<Payload> = { success: true; data: Payload } | { success: false; error: { issues: readonly Issue[] } };

/**
 * A back-office form checked by the API's own schema before anything is sent: each field's first problem goes under
 * it and the first field at fault takes the focus. A refusal naming one of the fields goes under that field the same
 * way; any other is the form's `failure`, said above its button. What the owner typed is never touched. Fields are
 * found by their `name` in the form that takes `form` as its ref.
 */
export function useCheckedForm<Field extends string>(fields: readonly Field[]) {
  const errorText = useErrorText();
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const isField = (name: unknown): name is Field => fields.includes(name as Field);
  const show = (found: Partial<Record<Field, string>>) => {
    setErrors(found);
    const first = fields.find((field) => found[field]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };
  const invalid = (issues: readonly Issue[]) => {
    const found: Partial<Record<Field, string>> = {};
    for (const issue of issues) {
      const field = issue.path[0];
      if (isField(field) && !found[field]) found[field] = errorText(new ApiError(400, issue.message, field));
    }
    show(found);
  };
  const refused = (error: unknown) => {
    const field = isApiError(error) ? error.field : null;
    if (isField(field)) show({ [field]: errorText(error) } as Partial<Record<Field, string>>);
    else setFailure(error);
  };
  /** Checks the form, then sends what passed; the form is busy until the answer. */
  const submit = async <Payload>(event: FormEvent, checked: Checked<Payload>, send: (payload: Payload) => Promise<void>) => {
    event.preventDefault();
    setFailure(null);
    if (!checked.success) return invalid(checked.error.issues);
    setBusy(true);
    try {
      await send(checked.data);
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
  };
  return {
    form,
    errors,
    failure,
    busy,
    /** A field's error goes as soon as it is edited; the next submit checks again. */
    edited: (field: Field) => setErrors((current) => ({ ...current, [field]: undefined })),
    submit,
  };
}
