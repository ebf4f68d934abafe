import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { TextField } from '@inercise/shared/form-field';
import { isApiError } from '@inercise/shared';
import { AdminPartnerPayloadSchema, type AdminPartner } from '@inercise/shared/admin';
import { useErrorText } from '../common/errorText';
import { changePartner } from './changePartner';
import { createPartner } from './createPartner';
import common from '../common/backoffice.module.css';
import styles from './partners.module.css';

type Field = 'name' | 'website';
type FieldErrors = Partial<Record<Field, string>>;

/**
 * Adds a partner, or edits the one given. The fields are checked by the API's own rules before anything is sent;
 * whatever goes wrong, what the owner typed stays in the form. The page draws it anew (by key) for another partner.
 */
export function PartnerForm({ token, editing, onSaved, onCancel }: { token: string; editing: AdminPartner | null; onSaved: (partner: AdminPartner) => void; onCancel: () => void }) {
  const { t } = useTranslation('backoffice');
  const errorText = useErrorText();
  const [draft, setDraft] = useState({ name: editing?.name ?? '', website: editing?.website ?? '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const websiteRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // Chosen from a row further down: the form is where the owner goes on.
    if (editing) {
      headingRef.current?.scrollIntoView?.({ block: 'start' });
      headingRef.current?.focus();
    }
  }, [editing]);

  const codeTexts: Record<string, string> = { partnerNameLength: t('errors.partnerNameLength'), invalidWebsite: t('errors.invalidWebsite') };
  const set = (field: Field, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    // A field's error goes as soon as it is edited; the next submit checks again.
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const focusField = (field: Field) => (field === 'name' ? nameRef : websiteRef).current?.focus();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = AdminPartnerPayloadSchema.safeParse(draft);
    if (!checked.success) {
      const found: FieldErrors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        if ((field === 'name' || field === 'website') && !found[field]) found[field] = codeTexts[issue.message] ?? t('errors.generic');
      }
      setErrors(found);
      focusField(found.name ? 'name' : 'website');
      return;
    }
    setBusy(true);
    try {
      const body = { name: checked.data.name, website: checked.data.website || null };
      onSaved(editing ? await changePartner(token, editing.id, body) : await createPartner(token, body));
    } catch (error) {
      const field = isApiError(error) ? error.field : null;
      if (field === 'name' || field === 'website') {
        setErrors({ [field]: errorText(error) });
        focusField(field);
      } else {
        setFailure(error);
      }
    } finally {
      setBusy(false);
    }
  };

  const title = editing ? t('partners.editTitle', { name: editing.name }) : t('partners.addTitle');
  return (
    <section className={styles.panel} aria-labelledby="partner-form-title">
      <h2 id="partner-form-title" ref={headingRef} tabIndex={-1} className={styles.formTitle}>
        {title}
      </h2>
      <form className={styles.form} onSubmit={(event) => void submit(event)} aria-labelledby="partner-form-title" noValidate>
        <TextField
          ref={nameRef}
          label={t('partners.nameLabel')}
          hint={t('partners.nameHint')}
          required
          autoComplete="off"
          value={draft.name}
          error={errors.name}
          onChange={(event) => set('name', event.target.value)}
        />
        <TextField
          ref={websiteRef}
          type="url"
          label={t('partners.websiteLabel')}
          hint={t('partners.websiteHint')}
          autoComplete="off"
          inputMode="url"
          value={draft.website}
          error={errors.website}
          onChange={(event) => set('website', event.target.value)}
        />
        {failure ? (
          <p role="alert" className={`${common.error} ${styles.wide}`}>
            {errorText(failure)}
          </p>
        ) : null}
        <div className={styles.formActions}>
          <button type="submit" className={common.primary} disabled={busy}>
            {busy ? t('partners.saving') : editing ? t('partners.save') : t('partners.add')}
          </button>
          {editing ? (
            <button type="button" className={common.secondary} disabled={busy} onClick={onCancel}>
              {t('partners.cancelEdit')}
            </button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
