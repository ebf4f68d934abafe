import { useTranslation } from '@inercise/shared/react-i18n';
import { Link, useSearchParams } from '@inercise/shared/router';
import { callEndpoint, useLoad, useLocalize, usePageMeta } from '@inercise/shared';
import type { AdminAuditEntry } from '@inercise/shared/admin';
import { adminAuditLog } from '@inercise/shared/endpoints/adminAudit';
import { AdminOnly } from '../access/AdminOnly';
import { useAdminToken } from '../access/useAdminToken';
import { useDateFormat } from '../common/formatDate';
import { PagedList } from '../common/PagedList';
import { ListTable } from '../common/ListTable';
import { useActorName } from '../orderDetail/actorName';
import { changedFields, valueText } from './changedFields';
import common from '../common/backoffice.module.css';
import styles from './auditLog.module.css';

/** /admin/audit-log: every back-office change, newest first, paged through the address (`?page=`). */
export function AuditLogPage() {
  const { t } = useTranslation('backoffice');
  usePageMeta(t('audit.title'), t('meta.auditLog'));
  const token = useAdminToken();
  const [search, setSearch] = useSearchParams();
  const asked = Number(search.get('page') ?? '0');
  const page = Number.isInteger(asked) && asked > 0 ? asked : 0;
  const log = useLoad(token ? (signal) => callEndpoint(adminAuditLog, { token, query: { page, size: 20 }, signal }) : null, [token, page]);
  return (
    <AdminOnly token={token} state={log} loading={t('audit.loading')}>
      <h1>{t('audit.title')}</h1>
      <PagedList
        state={log}
        texts={{ loading: t('audit.loading'), failed: t('audit.failed'), empty: t('audit.empty') }}
        onPage={(next) => setSearch(next > 0 ? { page: String(next) } : {})}
      >
        {(entries) => <AuditTable entries={entries} />}
      </PagedList>
    </AdminOnly>
  );
}

function AuditTable({ entries }: { entries: AdminAuditEntry[] }) {
  const { t } = useTranslation('backoffice');
  const { dateTime } = useDateFormat();
  const actorName = useActorName();
  return (
    <ListTable
      caption={t('audit.caption')}
      columns={[
        { label: t('audit.at') },
        { label: t('audit.who') },
        { label: t('audit.what') },
        { label: t('audit.entity') },
        { label: t('audit.change') },
      ]}
    >
      {entries.map((entry) => (
        <tr key={entry.id}>
          <td data-label={t('audit.at')}>{dateTime(entry.at)}</td>
          <td data-label={t('audit.who')} className={common.wrap}>
            {actorName(entry.actor)}
          </td>
          <td data-label={t('audit.what')}>
            <ActionName action={entry.action} />
          </td>
          <td data-label={t('audit.entity')}>
            <EntityName kind={entry.entityKind} id={entry.entityId} />
          </td>
          <td data-label={t('audit.change')}>
            <Changes before={entry.before} after={entry.after} />
          </td>
        </tr>
      ))}
    </ListTable>
  );
}

/** The actions the back office writes today by name; any other as the API names it. */
function ActionName({ action }: { action: string }) {
  const { t } = useTranslation('backoffice');
  const names: Record<string, string> = {
    'order.status': t('audit.orderStatus'),
    'order.paymentDeadline': t('audit.orderPaymentDeadline'),
    'user.role': t('audit.userRole'),
    'contactMessage.handled': t('audit.contactMessageHandled'),
    'newsletterSubscriber.removed': t('audit.subscriberRemoved'),
    'partner.created': t('audit.partnerCreated'),
    'partner.changed': t('audit.partnerChanged'),
    'partner.removed': t('audit.partnerRemoved'),
    'partner.archived': t('audit.partnerArchived'),
    'product.created': t('audit.productCreated'),
    'product.changed': t('audit.productChanged'),
    'image.uploaded': t('audit.imageUploaded'),
    'article.created': t('audit.articleCreated'),
    'article.changed': t('audit.articleChanged'),
    'article.published': t('audit.articlePublished'),
    'article.unpublished': t('audit.articleUnpublished'),
    'discountCode.created': t('audit.discountCodeCreated'),
    'discountCode.active': t('audit.discountCodeActive'),
    'order.chargeback': t('audit.orderChargeback'),
    'comment.approved': t('audit.commentApproved'),
    'comment.rejected': t('audit.commentRejected'),
    'comment.removed': t('audit.commentRemoved'),
    'shipment.bands': t('audit.shipmentBands'),
  };
  return <>{names[action] ?? action}</>;
}

/** Where each kind of entity is seen in the back office: its own page, or the list that holds it. */
const entityPages: Record<string, (id: string) => string> = {
  order: (id) => `/admin/orders/${encodeURIComponent(id)}`,
  product: (id) => `/admin/products/${encodeURIComponent(id)}`,
  article: (id) => `/admin/articles/${encodeURIComponent(id)}`,
  partner: () => '/admin/partners',
  shipment: () => '/admin/delivery',
  discountCode: () => '/admin/discount-codes',
  contactMessage: () => '/admin/messages?show=all',
  comment: () => '/admin/comments?show=all',
};

/** The changed entity by name, linked to where the owner sees it now; an account, a picture or a subscriber only named. */
function EntityName({ kind, id }: { kind: string; id: string }) {
  const { t } = useTranslation('backoffice');
  const localize = useLocalize();
  const name = t(`audit.${kind}`, { id, defaultValue: `${kind} ${id}` });
  const page = entityPages[kind];
  if (!page) return <>{name}</>;
  return (
    <Link className={common.link} to={localize(page(id))}>
      {name}
    </Link>
  );
}

/** The fields that changed, each "field: before → after". */
function Changes({ before, after }: { before: Record<string, unknown> | null; after: Record<string, unknown> | null }) {
  const { t } = useTranslation('backoffice');
  const fields = changedFields(before, after);
  if (fields.length === 0) return <span className={common.muted}>{t('audit.none')}</span>;
  return (
    <ul className={styles.changes}>
      {fields.map((change) => (
        <li key={change.field}>
          <span className={styles.field}>{change.field}</span>: <span>{valueText(change.before) ?? t('audit.none')}</span> →{' '}
          <strong>{valueText(change.after) ?? t('audit.none')}</strong>
        </li>
      ))}
    </ul>
  );
}
