import { useState, type FormEvent, type ReactNode } from 'react';
import { useForm } from '@inercise/shared/form-field';
import styles from './backoffice.module.css';
import forms from './listForm.module.css';

interface FilterFormTexts {
  /** The form's accessible name ("Filter the orders"). */
  label: string;
  apply: string;
  clear: string;
}

const NO_FIELDS: readonly never[] = [];

/**
 * A list's filters. They apply on submit (Enter in any field, or the button), not on every key: each change is an
 * address of its own in the history, and a search box would otherwise ask the API at every letter. "Clear" empties
 * them and applies at once. The page draws the form anew (by key) when the address's filters change (back, a shared
 * link), so it starts from them.
 */
export function FilterForm<Draft>({
  initial,
  empty,
  texts,
  className,
  onApply,
  children,
}: {
  initial: Draft;
  empty: Draft;
  texts: FilterFormTexts;
  /** The list's own columns for its fields. */
  className?: string;
  onApply: (draft: Draft) => void;
  children: (draft: Draft, set: <K extends keyof Draft>(key: K, value: Draft[K]) => void) => ReactNode;
}) {
  const [draft, setDraft] = useState<Draft>(initial);
  // Filters have nothing to refuse: what is chosen applies as it is.
  const { form, submit } = useForm(NO_FIELDS, () => '');
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const apply = (event: FormEvent) => void submit(event, () => ({ success: true, data: draft }), async (chosen) => onApply(chosen));
  const clear = () => {
    setDraft(empty);
    onApply(empty);
  };
  return (
    <form ref={form} className={className ? `${forms.filters} ${className}` : forms.filters} onSubmit={apply} aria-label={texts.label}>
      {children(draft, set)}
      <div className={forms.filterActions}>
        <button type="submit" className={styles.primary}>
          {texts.apply}
        </button>
        <button type="button" className={styles.secondary} onClick={clear}>
          {texts.clear}
        </button>
      </div>
    </form>
  );
}
