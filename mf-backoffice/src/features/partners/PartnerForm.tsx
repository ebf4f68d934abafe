import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { TextField, useForm } from '@inercise/shared/form-field';
import { ApiError, callEndpoint } from '@inercise/shared';
import { adminChangePartner, adminCreatePartner } from '@inercise/shared/endpoints/adminPartners';
import { AdminPartnerPayloadSchema, type AdminPartner } from '@inercise/shared/admin';
import { ErrorMessage } from '../common/ErrorMessage';
import { useErrorText } from '../common/errorText';
import common from '../common/backoffice.module.css';
import forms from '../common/listForm.module.css';

type Field = 'name' | 'website';
const fields: readonly Field[] = ['name', 'website'];

/**
 * Adds a partner, or edits the one given. The fields are checked by the API's own rules before anything is sent;
 * whatever goes wrong, what the owner typed stays in the form. The page draws it anew (by key) for another partner.
 */
export function PartnerForm({ token, editing, onSaved, onCancel }: { token: string; editing: AdminPartner | null; onSaved: (partner: AdminPartner) => void; onCancel: () => void }) {
  const { t } = useTranslation('backoffice');
  const [draft, setDraft] = useState({ name: editing?.name ?? '', website: editing?.website ?? '' });
  const errorText = useErrorText();
  const { form, errors, failure, busy, edited, submit } = useForm(fields, (code, field, error) => errorText(error ?? new ApiError(400, code, field)));
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // Chosen from a row further down: the form is where the owner goes on.
    if (editing) {
      headingRef.current?.scrollIntoView?.({ block: 'start' });
      headingRef.current?.focus();
    }
  }, [editing]);

  const set = (field: Field, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    edited(field);
  };

  const save = async (payload: { name: string; website?: string | null }) => {
    const body = { name: payload.name, website: payload.website || null };
    onSaved(editing ? await callEndpoint(adminChangePartner, { token, params: { id: editing.id }, body }) : await callEndpoint(adminCreatePartner, { token, body }));
  };

  const title = editing ? t('partners.editTitle', { name: editing.name }) : t('partners.addTitle');
  return (
    <section className={forms.panel} aria-labelledby="partner-form-title">
      <h2 id="partner-form-title" ref={headingRef} tabIndex={-1} className={common.wrap}>
        {title}
      </h2>
      <form ref={form} className={`${common.columns} ${forms.form}`} onSubmit={(event) => void submit(event, () => AdminPartnerPayloadSchema.safeParse(draft), save)} aria-labelledby="partner-form-title" noValidate>
        <TextField
          name="name"
          label={t('partners.nameLabel')}
          hint={t('partners.nameHint')}
          required
          autoComplete="off"
          value={draft.name}
          error={errors.name}
          onChange={(event) => set('name', event.target.value)}
        />
        <TextField
          name="website"
          type="url"
          label={t('partners.websiteLabel')}
          hint={t('partners.websiteHint')}
          autoComplete="off"
          inputMode="url"
          value={draft.website}
          error={errors.website}
          onChange={(event) => set('website', event.target.value)}
        />
        <ErrorMessage error={failure} className={common.wide} />
        <div className={`${common.wide} ${common.row}`}>
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
