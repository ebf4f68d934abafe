import { useTranslation } from '@inercise/shared/react-i18n';
import { useSearchParams } from '@inercise/shared/router';
import { callEndpoint, useLoad, usePageMeta } from '@inercise/shared';
import { adminDevices, adminReleaseDevice } from '@inercise/shared/endpoints/adminDevices';
import type { AdminDevice } from '@inercise/shared/admin';
import { AdminOnly } from '../access/AdminOnly';
import { useAdminToken } from '../access/useAdminToken';
import { ConfirmButton } from '../common/ConfirmButton';
import { EmailAddress } from '../common/EmailAddress';
import { useDateFormat } from '../common/formatDate';
import { ListTable } from '../common/ListTable';
import { ListSearch } from '../common/ListSearch';
import { LoadFailure } from '../common/LoadFailure';
import common from '../common/backoffice.module.css';

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
      <ListSearch
        key={email}
        name="email"
        value={email}
        maxLength={200}
        texts={{ region: t('devices.searchLabel'), label: t('devices.search'), button: t('devices.searchButton') }}
        check={(text) => {
          const checked = adminDevices.query.safeParse({ email: text });
          return checked.success ? { success: true, data: checked.data.email ?? '' } : checked;
        }}
        onSearch={(next) => setSearch(next.trim() ? { email: next.trim() } : {})}
      />
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
