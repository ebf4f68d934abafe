import { useState } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { useForm } from '@inercise/shared/form-field';
import { ApiError, callEndpoint, useLanguage } from '@inercise/shared';
import { adminSaveShipmentBands } from '@inercise/shared/endpoints/adminShipment';
import { AdminShipmentBandsPayloadSchema, type AdminShipmentBand, type AdminShipmentRegions } from '@inercise/shared/admin';
import { ErrorMessage } from '../common/ErrorMessage';
import { useErrorText } from '../common/errorText';
import { bandDrafts, bandsPayload, emptyBand, type BandDraft } from './bandDraft';
import common from '../common/backoffice.module.css';
import forms from '../common/listForm.module.css';
import styles from './delivery.module.css';

type Region = AdminShipmentRegions[number]['region'];
const fields = ['bands'] as const;

/**
 * One region's weight bands: each row a parcel's heaviest weight and its price in both currencies, rows added and
 * removed, the whole list saved at once (the API keeps them lightest first). Checked by the API's own rules first.
 */
export function RegionBandsForm({ token, region, bands, onSaved }: { token: string; region: Region; bands: readonly AdminShipmentBand[]; onSaved: (regions: AdminShipmentRegions, region: Region) => void }) {
  const { t } = useTranslation('backoffice');
  const language = useLanguage();
  const [drafts, setDrafts] = useState<BandDraft[]>(() => (bands.length > 0 ? bandDrafts(bands, language) : [emptyBand()]));
  const errorText = useErrorText();
  const { form, errors, failure, busy, edited, submit } = useForm(fields, (code, _field, error) => errorText(error ?? new ApiError(400, code, 'bands')));
  const name = t(`delivery.region.${region}`);
  const headingId = `delivery-${region}`;
  const errorId = `delivery-${region}-error`;

  const set = (row: string, field: 'upTo' | 'price' | 'priceEur', value: string) => {
    setDrafts((current) => current.map((draft) => (draft.row === row ? { ...draft, [field]: value } : draft)));
    edited('bands');
  };
  const save = async (payload: ReturnType<typeof bandsPayload>) => {
    onSaved(await callEndpoint(adminSaveShipmentBands, { token, params: { region }, body: payload }), region);
  };

  return (
    <section className={forms.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>{name}</h2>
      <form ref={form} onSubmit={(event) => void submit(event, () => AdminShipmentBandsPayloadSchema.safeParse(bandsPayload(drafts)), save)} aria-labelledby={headingId} noValidate>
        <table className={styles.bands}>
          <caption className={common.muted}>{t('delivery.caption', { region: name })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('delivery.upTo')}</th>
              <th scope="col">{t('delivery.pricePln')}</th>
              <th scope="col">{t('delivery.priceEur')}</th>
              <th scope="col">
                <span className={styles.hidden}>{t('delivery.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {drafts.map((draft, index) => {
              const number = index + 1;
              const input = (field: 'upTo' | 'price' | 'priceEur', label: string) => (
                <td>
                  <input
                    className={styles.input}
                    aria-label={t(`delivery.${label}`, { number, region: name })}
                    aria-invalid={errors.bands ? true : undefined}
                    aria-describedby={errors.bands ? errorId : undefined}
                    inputMode="decimal"
                    autoComplete="off"
                    value={draft[field]}
                    onChange={(event) => set(draft.row, field, event.target.value)}
                  />
                </td>
              );
              return (
                <tr key={draft.row}>
                  {input('upTo', 'upToLabel')}
                  {input('price', 'pricePlnLabel')}
                  {input('priceEur', 'priceEurLabel')}
                  <td>
                    <button
                      type="button"
                      className={common.secondary}
                      disabled={busy || drafts.length === 1}
                      onClick={() => {
                        setDrafts((current) => current.filter((other) => other.row !== draft.row));
                        edited('bands');
                      }}
                    >
                      {t('delivery.remove', { number, region: name })}
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {errors.bands ? (
          <p id={errorId} role="alert" className={common.error}>
            {errors.bands}
          </p>
        ) : null}
        <ErrorMessage error={failure} />
        <div className={common.row}>
          <button type="button" className={common.secondary} disabled={busy} onClick={() => setDrafts((current) => [...current, emptyBand()])}>
            {t('delivery.add', { region: name })}
          </button>
          <button type="submit" className={common.primary} disabled={busy}>
            {busy ? t('delivery.saving') : t('delivery.save', { region: name })}
          </button>
        </div>
      </form>
    </section>
  );
}
