import { useTranslation } from '@inercise/shared/react-i18n';
import { Link } from '@inercise/shared/router';
import { callEndpoint, formatPrice, useLanguage, useLocalize } from '@inercise/shared';
import { adminRemovePartner } from '@inercise/shared/endpoints/adminPartners';
import type { AdminPartner, AdminPartnerRemoval } from '@inercise/shared/admin';
import { ConfirmButton } from '../common/ConfirmButton';
import { useDateFormat } from '../common/formatDate';
import { ListTable } from '../common/ListTable';
import common from '../common/backoffice.module.css';
import styles from './partners.module.css';

export interface PartnerActions {
  token: string;
  onEdit: (partner: AdminPartner) => void;
  onRemoved: (partner: AdminPartner, removal: AdminPartnerRemoval) => void;
}

/**
 * Partners as a table; on a phone each row is a card (the back office's `cards` table), each value after its column's
 * name. Active partners
 * can be edited and removed; archived ones (`actions` absent) are shown for the orders they brought.
 */
export function PartnersTable({ partners, caption, actions }: { partners: AdminPartner[]; caption: string; actions?: PartnerActions }) {
  const { t } = useTranslation('backoffice');
  return (
    <ListTable
      caption={caption}
      columns={[
        { label: t('partners.name') },
        { label: t('partners.website') },
        { label: t('partners.orders') },
        { label: t('partners.revenue') },
        { label: actions ? t('partners.actions') : t('partners.archivedAt') },
      ]}
    >
      {partners.map((partner) => (
        <PartnerRow key={partner.id} partner={partner} actions={actions} />
      ))}
    </ListTable>
  );
}

function PartnerRow({ partner, actions }: { partner: AdminPartner; actions: PartnerActions | undefined }) {
  const { t } = useTranslation('backoffice');
  const language = useLanguage();
  const localize = useLocalize();
  const { date } = useDateFormat();
  return (
    <tr>
      <th scope="row" data-label={t('partners.name')} className={common.wrap}>
        <strong className={styles.name}>{partner.name}</strong>
      </th>
      <td data-label={t('partners.website')} className={common.wrap}>
        {partner.website ? (
          <a className={common.link} href={partner.website} target="_blank" rel="noopener noreferrer">
            {partner.website}
            <span className={common.visuallyHidden}> {t('partners.opensNewTab')}</span>
          </a>
        ) : (
          <span className={common.muted}>{t('partners.noWebsite')}</span>
        )}
      </td>
      <td data-label={t('partners.orders')}>
        <span>
          {t('partners.ordersCount', { count: partner.orderCount })}
          {partner.orderCount > 0 ? (
            <>
              <br />
              <Link className={common.link} to={localize(`/admin/orders?partner=${partner.id}`)} aria-label={t('partners.showOrdersOf', { name: partner.name })}>
                {t('partners.showOrders')}
              </Link>
            </>
          ) : null}
        </span>
      </td>
      <td data-label={t('partners.revenue')}>
        {partner.revenue.length === 0 ? (
          <span className={common.muted}>{t('partners.noRevenue')}</span>
        ) : (
          <ul className={styles.revenue}>
            {partner.revenue.map((line) => (
              <li key={line.currency}>{t('partners.revenueLine', { revenue: formatPrice(line.revenueMinor / 100, line.currency, language), count: line.paidOrders })}</li>
            ))}
          </ul>
        )}
      </td>
      <td data-label={actions ? t('partners.actions') : t('partners.archivedAt')}>
        {actions ? <RowActions partner={partner} actions={actions} /> : partner.archivedAt ? date(partner.archivedAt) : null}
      </td>
    </tr>
  );
}

/** Edit, and remove after a second question that says what removing will do to this partner. */
function RowActions({ partner, actions }: { partner: AdminPartner; actions: PartnerActions }) {
  const { t } = useTranslation('backoffice');
  return (
    <div>
      <ConfirmButton
        className={styles.confirm}
        texts={{
          button: t('partners.remove'),
          buttonLabel: t('partners.removeOf', { name: partner.name }),
          question: partner.orderCount > 0 ? t('partners.confirmArchive', { name: partner.name, count: partner.orderCount }) : t('partners.confirmDelete', { name: partner.name }),
          confirm: t('partners.confirmRemove'),
          cancel: t('partners.cancel'),
        }}
        onConfirm={async () => actions.onRemoved(partner, await callEndpoint(adminRemovePartner, { token: actions.token, params: { id: partner.id } }))}
        beside={
          <button type="button" className={common.secondary} onClick={() => actions.onEdit(partner)} aria-label={t('partners.editOf', { name: partner.name })}>
            {t('partners.edit')}
          </button>
        }
      />
    </div>
  );
}
