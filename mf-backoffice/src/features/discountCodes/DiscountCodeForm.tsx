import { useState } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { FormField, SelectField, TextField, useForm } from '@inercise/shared/form-field';
import { ApiError, callEndpoint, type CurrencyName } from '@inercise/shared';
import { adminCreateDiscountCode } from '@inercise/shared/endpoints/adminDiscounts';
import { AdminDiscountCodeCreateSchema, type AdminDiscountCode, type DiscountKind } from '@inercise/shared/admin';
import { ErrorMessage } from '../common/ErrorMessage';
import { useErrorText } from '../common/errorText';
import common from '../common/backoffice.module.css';
import forms from '../common/listForm.module.css';

type Field = 'code' | 'kind' | 'percent' | 'amount' | 'currency' | 'validFrom' | 'validTo' | 'maxUses' | 'maxUsesPerCustomer';
const fields: readonly Field[] = ['code', 'kind', 'percent', 'amount', 'currency', 'validFrom', 'validTo', 'maxUses', 'maxUsesPerCustomer'];

interface Draft {
  code: string;
  kind: DiscountKind;
  percent: string;
  amount: string;
  currency: CurrencyName | '';
  validFrom: string;
  validTo: string;
  maxUses: string;
  maxUsesPerCustomer: string;
}

const emptyDraft: Draft = { code: '', kind: 'PERCENT', percent: '', amount: '', currency: '', validFrom: '', validTo: '', maxUses: '', maxUsesPerCustomer: '' };

/** An empty box is no value; anything else is read as a number (a decimal comma too), so a typo is refused, not lost. */
const numberOf = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim().replace(',', '.')));

/** What the API is sent: only the fields of the chosen kind. */
const payloadOf = (draft: Draft) => ({
  code: draft.code.trim(),
  kind: draft.kind,
  ...(draft.kind === 'PERCENT' ? { percent: numberOf(draft.percent) } : { amount: numberOf(draft.amount), currency: draft.currency || null }),
  validFrom: draft.validFrom || null,
  validTo: draft.validTo || null,
  maxUses: numberOf(draft.maxUses),
  maxUsesPerCustomer: numberOf(draft.maxUsesPerCustomer),
});

/**
 * Makes a discount code. The fields are checked by the API's own rules before anything is sent; whatever goes wrong
 * (a code already taken, a last day already past), what the owner typed stays in the form, and the field at fault is
 * named and focused. The page draws a new, empty form after each code made.
 */
export function DiscountCodeForm({ token, onCreated }: { token: string; onCreated: (code: AdminDiscountCode) => void }) {
  const { t } = useTranslation('backoffice');
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const errorText = useErrorText();
  const { form, errors, failure, busy, edited, submit } = useForm(fields, (code, field, error) => errorText(error ?? new ApiError(400, code, field)));

  const set = <K extends keyof Draft>(field: K, value: Draft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    edited(field);
  };

  const amount = draft.kind === 'AMOUNT';
  return (
    <section className={forms.panel} aria-labelledby="discount-form-title">
      <h2 id="discount-form-title">{t('discounts.form.title')}</h2>
      <form ref={form} className={`${common.columns} ${forms.form}`} onSubmit={(event) =>
          void submit(
            event,
            () => AdminDiscountCodeCreateSchema.safeParse(payloadOf(draft)),
            async (payload) => onCreated(await callEndpoint(adminCreateDiscountCode, { token, body: payload })),
          )
        } aria-labelledby="discount-form-title" noValidate>
        <TextField
          name="code"
          label={t('discounts.form.code')}
          hint={t('discounts.form.codeHint')}
          required
          maxLength={32}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={draft.code}
          error={errors.code}
          onChange={(event) => set('code', event.target.value)}
        />
        <SelectField name="kind" label={t('discounts.form.kind')} required value={draft.kind} error={errors.kind} onChange={(event) => set('kind', event.target.value as DiscountKind)}>
          <option value="PERCENT">{t('discounts.form.percentKind')}</option>
          <option value="AMOUNT">{t('discounts.form.amountKind')}</option>
        </SelectField>
        {amount ? (
          <>
            <TextField
              name="amount"
              label={t('discounts.form.amount')}
              hint={t('discounts.form.amountHint')}
              required
              inputMode="decimal"
              autoComplete="off"
              value={draft.amount}
              error={errors.amount}
              onChange={(event) => set('amount', event.target.value)}
            />
            <SelectField
              name="currency"
              label={t('discounts.form.currency')}
              hint={t('discounts.form.currencyHint')}
              required
              value={draft.currency}
              error={errors.currency}
              onChange={(event) => set('currency', event.target.value as CurrencyName | '')}
            >
              <option value="">{t('discounts.form.chooseCurrency')}</option>
              <option value="PLN">PLN</option>
              <option value="EUR">EUR</option>
            </SelectField>
          </>
        ) : (
          <TextField
            name="percent"
            label={t('discounts.form.percent')}
            hint={t('discounts.form.percentHint')}
            required
            inputMode="numeric"
            autoComplete="off"
            value={draft.percent}
            error={errors.percent}
            onChange={(event) => set('percent', event.target.value)}
          />
        )}
        <FormField label={t('discounts.form.validFrom')} hint={t('discounts.form.datesHint')} error={errors.validFrom}>
          {(control) => (
            <input {...control} name="validFrom" type="date" value={draft.validFrom} max={draft.validTo || undefined} onChange={(event) => set('validFrom', event.target.value)} />
          )}
        </FormField>
        <FormField label={t('discounts.form.validTo')} hint={t('discounts.form.datesHint')} error={errors.validTo}>
          {(control) => <input {...control} name="validTo" type="date" value={draft.validTo} min={draft.validFrom || undefined} onChange={(event) => set('validTo', event.target.value)} />}
        </FormField>
        <TextField
          name="maxUses"
          label={t('discounts.form.maxUses')}
          hint={t('discounts.form.limitHint')}
          inputMode="numeric"
          autoComplete="off"
          value={draft.maxUses}
          error={errors.maxUses}
          onChange={(event) => set('maxUses', event.target.value)}
        />
        <TextField
          name="maxUsesPerCustomer"
          label={t('discounts.form.maxUsesPerCustomer')}
          hint={t('discounts.form.limitHint')}
          inputMode="numeric"
          autoComplete="off"
          value={draft.maxUsesPerCustomer}
          error={errors.maxUsesPerCustomer}
          onChange={(event) => set('maxUsesPerCustomer', event.target.value)}
        />
        <ErrorMessage error={failure} className={common.wide} />
        <div className={common.wide}>
          <button type="submit" className={common.primary} disabled={busy}>
            {busy ? t('discounts.form.saving') : t('discounts.form.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
