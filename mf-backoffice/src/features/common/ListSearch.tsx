import { useMemo, useState } from 'react';
import { ApiError } from '@inercise/shared';
import { TextField, useForm, type Checked } from '@inercise/shared/form-field';
import { useErrorText } from './errorText';
import common from './backoffice.module.css';
import forms from './listForm.module.css';

export interface ListSearchTexts {
  /** The search region's name. */
  region: string;
  /** The box's label. */
  label: string;
  button: string;
}

/**
 * A list's search box above its table. The text applies on submit, not at every letter, and passes the list's own
 * query rule first (`check`, a schema's `safeParse` of the text). Give it `key={value}` so a new address resets it.
 */
export function ListSearch<Name extends string>({
  name,
  value,
  maxLength,
  texts,
  check,
  onSearch,
}: {
  name: Name;
  value: string;
  maxLength: number;
  texts: ListSearchTexts;
  check: (text: string) => Checked<string>;
  onSearch: (text: string) => void;
}) {
  const errorText = useErrorText();
  const [draft, setDraft] = useState(value);
  const fields = useMemo(() => [name], [name]);
  const { form, errors, edited, submit } = useForm(fields, (code, field, error) => errorText(error ?? new ApiError(400, code, field)));
  return (
    <form ref={form} className={forms.search} role="search" noValidate aria-label={texts.region} onSubmit={(event) => void submit(event, () => check(draft), async (text) => onSearch(text))}>
      <TextField
        name={name}
        label={texts.label}
        type="search"
        maxLength={maxLength}
        value={draft}
        error={errors[name]}
        onChange={(event) => {
          setDraft(event.target.value);
          edited(name);
        }}
      />
      <button type="submit" className={common.secondary}>
        {texts.button}
      </button>
    </form>
  );
}
