import { useCallback, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useForm, type Checked, type DescribeProblem, type FormLifecycle } from './useForm';

// The form lifecycle that also holds what was typed (entry @inercise/shared/forms). It wraps useForm rather than
// growing it: useForm is in the form-field entry, which the footer's newsletter brings onto every page's first view,
// while the forms that hold their values here (the account's) are loaded only when their page opens.

/** The values' types as the form holds them: a box ticked at first (`true`) may be unticked. */
export type HeldValues<Initial> = { [K in keyof Initial]: Initial[K] extends boolean ? boolean : string };

/** The names of a form's values that are text (a text, e-mail or password control). */
type TextName<Values> = { [K in keyof Values]: Values[K] extends string ? K : never }[keyof Values] & string;

/** What a bare control (an input, select or textarea of the form's own) needs: spread it onto the control. */
interface RegisteredControl {
  id: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
  'aria-invalid': true | undefined;
  /** The id of its error's text (`errorId(name)`), while it has one. */
  'aria-describedby': string | undefined;
}

/** What the kit's TextField (or EmailField, PasswordPair) needs: it ties label, hint and error to the control itself. */
export interface BoundField {
  id: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The field's text, shown under it. */
  error: string | undefined;
  /** Set instead of `error` when the form says one text for all its fields (`sharedMessageId`). */
  errorMessageId: string | undefined;
}

interface BindOptions {
  /** Called after each edit of the field (e.g. to take away a refusal the shopper is correcting). */
  onEdit?: () => void;
  /** The id of the one text the form shows for every field at fault: the field points to it rather than under it. */
  sharedMessageId?: string;
}

export interface ValueForm<Values extends Record<string, string | boolean>> extends FormLifecycle<Extract<keyof Values, string>> {
  /** What the shopper typed (or ticked), by name. */
  values: Values;
  /** Sets one value (a checkbox, a value chosen outside a text control). */
  setValue: <K extends keyof Values>(name: K, value: Values[K]) => void;
  /** The props of a bare control holding this text value; its control gets `name` and the id `errorId` builds on. */
  register: (name: TextName<Values>, options?: BindOptions) => RegisteredControl;
  /** The props of a kit field (TextField, EmailField, a half of PasswordPair) holding this text value. */
  field: (name: TextName<Values>, options?: BindOptions) => BoundField;
  /** The id a bare control's error text takes (what `register` points `aria-describedby` to). */
  errorId: (name: TextName<Values>) => string;
  /**
   * The form's onSubmit: `check` reads the values (a schema's `safeParse`), `send` gets what passed and the values.
   * A submit while the form is busy is ignored.
   */
  handleSubmit: <Payload>(check: (values: Values) => Checked<Payload>, send: (payload: Payload, values: Values) => Promise<void>) => (event: FormEvent) => void;
}

/**
 * A form holding its values, `initial` giving each its name and first value. Its fields (for the focus on the first
 * at fault) are the names in the order of `initial`, which should be the order they are shown in.
 */
export function useFormValues<Initial extends Record<string, string | boolean>>(
  initial: Initial,
  describe: DescribeProblem<Extract<keyof Initial, string>>,
): ValueForm<HeldValues<Initial>> {
  type Values = HeldValues<Initial>;
  type Name = Extract<keyof Values, string>;
  // useForm asks a list that keeps its identity; the form's names do not change while it is shown.
  const [fields] = useState(() => Object.keys(initial) as Name[]);
  const lifecycle = useForm<Name>(fields, describe);
  const [values, setValues] = useState<Values>(initial as Values);
  // The submit reads the values of the last edit, even from a handler made before it.
  const latest = useRef(values);
  latest.current = values;
  const baseId = useId();

  const setValue = useCallback(<K extends keyof Values>(name: K, value: Values[K]) => setValues((current) => ({ ...current, [name]: value })), []);
  const controlId = (name: string) => `${baseId}-${name}`;
  const errorId = (name: string) => `${controlId(name)}-error`;

  const bind = (name: TextName<Values>, options: BindOptions | undefined) => ({
    id: controlId(name),
    name,
    value: values[name] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      setValue(name, event.target.value as Values[typeof name]);
      options?.onEdit?.();
    },
  });

  const register = (name: TextName<Values>, options?: BindOptions): RegisteredControl => {
    const error = lifecycle.errors[name as Name];
    const describedBy = options?.sharedMessageId ?? errorId(name);
    return { ...bind(name, options), 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? describedBy : undefined };
  };

  const field = (name: TextName<Values>, options?: BindOptions): BoundField => {
    const error = lifecycle.errors[name as Name];
    const shared = options?.sharedMessageId;
    return { ...bind(name, options), error: shared ? undefined : error, errorMessageId: shared && error ? shared : undefined };
  };

  const { busy, submit } = lifecycle;
  const handleSubmit =
    <Payload>(check: (values: Values) => Checked<Payload>, send: (payload: Payload, values: Values) => Promise<void>) =>
    (event: FormEvent) => {
      // A second press while the first is sent would send twice.
      if (busy) return event.preventDefault();
      void submit(
        event,
        () => check(latest.current),
        (payload) => send(payload, latest.current),
      );
    };

  return { ...lifecycle, values, setValue, register, field, errorId, handleSubmit };
}
