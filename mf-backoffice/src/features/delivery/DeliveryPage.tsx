import { useState } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { callEndpoint, useLoad, usePageMeta } from '@inercise/shared';
import { adminShipmentBands } from '@inercise/shared/endpoints/adminShipment';
import type { AdminShipmentRegions } from '@inercise/shared/admin';
import { AdminOnly } from '../access/AdminOnly';
import { useAdminToken } from '../access/useAdminToken';
import { Notice, type NoticeMessage } from '../common/Notice';
import { RegionBandsForm } from './RegionBandsForm';
import common from '../common/backoffice.module.css';

/** /admin/delivery: what delivery costs per region, by the parcel's weight (the cart's and the order's one rule). */
export function DeliveryPage() {
  const { t } = useTranslation('backoffice');
  usePageMeta(t('delivery.title'), t('meta.delivery'));
  const token = useAdminToken();
  const loaded = useLoad(token ? (signal) => callEndpoint(adminShipmentBands, { token, signal }) : null, [token]);
  const [saved, setSaved] = useState<AdminShipmentRegions | null>(null);
  const [notice, setNotice] = useState<NoticeMessage>(null);
  const regions = saved ?? (loaded.status === 'ready' ? loaded.data : null);
  return (
    <AdminOnly token={token} state={loaded} loading={t('delivery.loading')}>
      <h1>{t('delivery.title')}</h1>
      <p className={common.intro}>{t('delivery.intro')}</p>
      <Notice notice={notice} />
      {token && regions
        ? regions.map(({ region, bands }) => (
            <RegionBandsForm
              // Drawn anew when its saved bands change: the rows as the API keeps them, lightest first.
              key={`${region}:${JSON.stringify(bands)}`}
              token={token}
              region={region}
              bands={bands}
              onSaved={(next, which) => {
                setSaved(next);
                setNotice({ kind: 'done', text: t('delivery.saved', { region: t(`delivery.region.${which}`) }) });
              }}
            />
          ))
        : null}
    </AdminOnly>
  );
}
