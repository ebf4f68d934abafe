import { useState } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { Link } from '@inercise/shared/router';
import { formatPrice, useLanguage, useLocalize } from '@inercise/shared';
import type { AdminPartner, AdminPartnerRemoval } from '@inercise/shared/admin';
import { useErrorText } from '../common/errorText';
import { useDateFormat } from '../common/formatDate';
import { removePartner } from './removePartner';
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
    <table className={`${common.table} ${common.cards}`}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('partners.name')}</th>
          <th scope="col">{t('partners.website')}</th>
          <th scope="col">{t('partners.orders')}</th>
          <th scope="col">{t('partners.revenue')}</th>
          <th scope="col">{actions ? t('partners.actions') : t('partners.archivedAt')}</th>
        </tr>
      </thead>
      <tbody>
        {partners.map((partner) => (
          <PartnerRow key={partner.id} partner={partner} actions={actions} />
        ))}
      </tbody>
    </table>
  );
}

type Removal = { kind: 'idle' } | { kind: 'confirming' } | { kind: 'busy' } | { kind: 'failed'; error: unknown };

function PartnerRow({ partner, actions }: { partner: AdminPartner; actions: PartnerActions | undefined }) {
  const { t } = useTranslation('backoffice');
  const language = useLanguage();
  const localize = useLocalize();
  const { date } = useDateFormat();
  return (
    <tr>
      <th scope="row" data-label={t('partners.name')} className={styles.wrap}>
        <strong className={styles.name}>{partner.name}</strong>
      </th>
      <td data-label={t('partners.website')} className={styles.wrap}>
        {partner.website ? (
          <a className={common.link} href={partner.website} target="_blank" rel="noopener noreferrer">
            {partner.website}
            <span className={styles.visuallyHidden}> {t('partners.opensNewTab')}</span>
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
  const errorText = useErrorText();
  const [removal, setRemoval] = useState<Removal>({ kind: 'idle' });
  const question = partner.orderCount > 0 ? t('partners.confirmArchive', { name: partner.name, count: partner.orderCount }) : t('partners.confirmDelete', { name: partner.name });
  const remove = async () => {
    setRemoval({ kind: 'busy' });
    try {
      actions.onRemoved(partner, await removePartner(actions.token, partner.id));
    } catch (error) {
      setRemoval({ kind: 'failed', error });
    }
  };
  return (
    <div>
      {removal.kind === 'confirming' || removal.kind === 'busy' ? (
        <div role="group" aria-label={question} className={styles.confirm}>
          <span>{question}</span>
          <span className={styles.actions}>
            <button type="button" className={common.secondary} disabled={removal.kind === 'busy'} onClick={() => void remove()}>
              {t('partners.confirmRemove')}
            </button>
            <button type="button" className={common.secondary} disabled={removal.kind === 'busy'} onClick={() => setRemoval({ kind: 'idle' })}>
              {t('partners.cancel')}
            </button>
          </span>
        </div>
      ) : (
        <span className={styles.actions}>
          <button type="button" className={common.secondary} onClick={() => actions.onEdit(partner)} aria-label={t('partners.editOf', { name: partner.name })}>
            {t('partners.edit')}
          </button>
          <button type="button" className={common.secondary} onClick={() => setRemoval({ kind: 'confirming' })} aria-label={t('partners.removeOf', { name: partner.name })}>
            {t('partners.remove')}
          </button>
        </span>
      )}
      {removal.kind === 'failed' ? (
        <p role="alert" className={common.error}>
          {errorText(removal.error)}
        </p>
      ) : null}
    </div>
  );
}
