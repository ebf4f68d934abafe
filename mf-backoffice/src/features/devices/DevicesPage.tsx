import { useState } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { TextField, useForm } from '@inercise/shared/form-field';
import { useSearchParams } from '@inercise/shared/router';
import { ApiError, callEndpoint, useLoad, usePageMeta } from '@inercise/shared';
import { adminDevices, adminReleaseDevice } from '@inercise/shared/endpoints/adminDevices';
import type { AdminDevice } from '@inercise/shared/admin';
import { AdminOnly } from '../access/AdminOnly';
import { useAdminToken } from '../access/useAdminToken';
import { ConfirmButton } from '../common/ConfirmButton';
import { EmailAddress } from '../common/EmailAddress';
import { useDateFormat } from '../common/formatDate';
import { ListTable } from '../common/ListTable';
import { useErrorText } from '../common/errorText';
import { LoadFailure } from '../common/LoadFailure';
import common from '../common/backoffice.module.css';
import styles from './devices.module.css';

/** /admin/devices: devices registered to customers, found by the customer's e-mail (`?email=`), each releasable. */
export function DevicesPage() {
  const { t } = useTranslation('backoffice');
  usePageMeta(t('devices.title'), t('meta.devices'));
  const token = useAdminToken();
  const [search, setSearch] = useSearchParams();
  const email = search.get('email') ?? '';
  const devices = useLoad(token ? (signal) => callEndpoint(adminDevices, { token, query: { email }, signal }) : null, [token, email]);
  return (
    <AdminOnly token={token} state={devices} loading={t('devices.loading')}>
      <h1>{t('devices.title')}</h1>
      <SearchForm key={email} email={email} onSearch={(next) => setSearch(next.trim() ? { email: next.trim() } : {})} />
      {devices.status === 'loading' || devices.status === 'idle' ? (
        <p role="status" className={common.muted}>
          {t('devices.loading')}
        </p>
      ) : null}
      {devices.status === 'failed' ? <LoadFailure what={t('devices.failed')} error={devices.error} retry={devices.retry} /> : null}
      {devices.status === 'ready' && devices.data.length === 0 ? <p className={common.muted}>{t('devices.empty')}</p> : null}
      {devices.status === 'ready' && devices.data.length > 0 ? <DevicesTable token={token ?? ''} devices={devices.data} onReleased={devices.retry} /> : null}
    </AdminOnly>
  );
}

const searchFields = ['email'] as const;

/** The filter applies on submit, not at every letter; it is checked by the list's own query rule. */
function SearchForm({ email, onSearch }: { email: string; onSearch: (email: string) => void }) {
  const { t } = useTranslation('backoffice');
  const errorText = useErrorText();
  const [draft, setDraft] = useState(email);
  const { form, errors, edited, submit } = useForm(searchFields, (code, field, error) => errorText(error ?? new ApiError(400, code, field)));
  return (
    <form
      ref={form}
      className={styles.search}
      role="search"
      noValidate
      onSubmit={(event) => void submit(event, () => adminDevices.query.safeParse({ email: draft }), async (query) => onSearch(query.email ?? ''))}
      aria-label={t('devices.searchLabel')}
    >
      <TextField
        name="email"
        label={t('devices.search')}
        type="search"
        maxLength={200}
        value={draft}
        error={errors.email}
        onChange={(event) => {
          setDraft(event.target.value);
          edited('email');
        }}
      />
      <button type="submit" className={common.secondary}>
        {t('devices.searchButton')}
      </button>
    </form>
  );
}

function DevicesTable({ token, devices, onReleased }: { token: string; devices: AdminDevice[]; onReleased: () => void }) {
  const { t } = useTranslation('backoffice');
  const { dateTime } = useDateFormat();
  return (
    <ListTable
      caption={t('devices.caption')}
      columns={[{ label: t('devices.serial') }, { label: t('devices.type') }, { label: t('devices.customer') }, { label: t('devices.registered') }, { label: t('devices.actions') }]}
    >
      {devices.map((device) => (
        <tr key={device.id}>
          <td data-label={t('devices.serial')}>{device.serialNumber}</td>
          <td data-label={t('devices.type')}>{device.deviceType}</td>
          <td data-label={t('devices.customer')} className={common.wrap}>
            <EmailAddress email={device.customerEmail} />
          </td>
          <td data-label={t('devices.registered')}>{dateTime(device.registeredAt)}</td>
          <td data-label={t('devices.actions')}>
            {/* Releasing cannot be taken back: the customer would have to register the device again. */}
            <ConfirmButton
              texts={{
                button: t('devices.release'),
                buttonLabel: t('devices.releaseOf', { serial: device.serialNumber }),
                question: t('devices.confirm', { serial: device.serialNumber, email: device.customerEmail }),
                confirm: t('devices.confirmRelease'),
                cancel: t('devices.cancel'),
              }}
              onConfirm={async () => {
                await callEndpoint(adminReleaseDevice, { token, params: { id: device.id } });
                onReleased();
              }}
            />
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
